import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';

registerBlockType< { rating: number } >(
	metadata as unknown as BlockConfiguration< { rating: number } >,
	// Dynamic: the name "Rated 4 out of 5" is translated on the server (render.php).
	{ edit: Edit, save: () => null }
);
