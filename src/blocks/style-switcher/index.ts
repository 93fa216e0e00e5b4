import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerBlockType(
	metadata as unknown as BlockConfiguration< Record< string, never > >,
	// Dynamic: the swatches are the skins the site registers (includes/skins.php).
	{ edit: Edit, save: () => null }
);
