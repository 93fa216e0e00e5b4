import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerBlockType(
	metadata as unknown as BlockConfiguration< Record< string, never > >,
	// Dynamic: WordPress's search form and the texts are rendered on the server.
	{ edit: Edit, save: () => null }
);
