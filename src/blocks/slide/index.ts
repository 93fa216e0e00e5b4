import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { SlideAttributes } from './types';

registerBlockType< SlideAttributes >(
	metadata as unknown as BlockConfiguration< SlideAttributes >,
	{ edit: Edit, save }
);
