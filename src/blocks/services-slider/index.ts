import { registerInnerSlider } from '../../shared/slider/register';
import metadata from './block.json';

registerInnerSlider( metadata, { kind: 'services', initialSlides: 3 } );
