import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import type { PostSliderAttributes } from './types';

registerBlockType< PostSliderAttributes >(
	metadata as unknown as BlockConfiguration< PostSliderAttributes >,
	// Dynamic: the slides are the live posts, queried on every view (render.php).
	{ edit: Edit, save: () => null }
);
