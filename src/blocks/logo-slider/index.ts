import { registerInnerSlider } from '../../slider/register';
import metadata from './block.json';

registerInnerSlider( metadata, { kind: 'logos', initialSlides: 5 } );
