import { registerInnerSlider } from '../../slider/register';
import { testimonialTransforms } from '../../transforms/editor';
import metadata from './block.json';

registerInnerSlider( metadata, {
	kind: 'testimonials',
	initialSlides: 3,
	transforms: testimonialTransforms,
} );
