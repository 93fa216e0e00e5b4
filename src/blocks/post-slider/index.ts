import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import type { PostSliderAttributes } from './types';

registerVitrineBlock< PostSliderAttributes >(
	metadata,
	// Dynamic: the slides are the live posts, queried on every view (render.php).
	{ edit: Edit, save: () => null }
);
