import { registerInnerSlider } from '../../slider/register';
import metadata from './block.json';

registerInnerSlider( metadata, { kind: 'services', initialSlides: 3 } );
