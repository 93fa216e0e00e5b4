import { registerInnerSlider } from '../../slider/register';
import { logoTransforms } from '../../transforms/editor';
import metadata from './block.json';

registerInnerSlider( metadata, {
	kind: 'logos',
	initialSlides: 5,
	transforms: logoTransforms,
	offersPictures: true,
} );
