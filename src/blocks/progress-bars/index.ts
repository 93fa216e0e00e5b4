import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import transforms from './transforms';
import type { ProgressBarsAttributes } from './types';
import './style.scss';

registerBlockType< ProgressBarsAttributes >(
	metadata as unknown as BlockConfiguration< ProgressBarsAttributes >,
	{
		edit: Edit,
		save,
		deprecated,
		transforms,
	}
);
