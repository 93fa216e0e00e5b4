import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerBlockType< { showLabels: boolean } >(
	metadata as unknown as BlockConfiguration< { showLabels: boolean } >,
	// Dynamic: the labels are translated on the server (render.php).
	{ edit: Edit, save: () => null }
);
