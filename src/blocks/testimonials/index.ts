import { registerInnerSlider } from '../../slider/register';
import metadata from './block.json';

registerInnerSlider( metadata, { kind: 'testimonials', initialSlides: 3 } );
