/**
 * One editor script for every slider and its parts (the `vitrine-slider-editor` handle their
 * block.json files name): they share the settings panel, the preview and the slide block, and
 * the editor loads the code once.
 */
import '../blocks/slide/index';
import '../blocks/rating/index';
import '../blocks/hero-slider/index';
import '../blocks/post-slider/index';
import '../blocks/testimonials/index';
import '../blocks/logo-slider/index';
import '../blocks/services-slider/index';
import './editor.scss';
