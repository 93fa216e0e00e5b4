import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { OffcanvasAttributes } from './types';
import './style.scss';
import './editor.scss';

registerBlockType< OffcanvasAttributes >(
	metadata as unknown as BlockConfiguration< OffcanvasAttributes >,
	{ edit: Edit, save }
);
