import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { CounterAttributes } from './types';
import './style.scss';

registerBlockType< CounterAttributes >(
	metadata as unknown as BlockConfiguration< CounterAttributes >,
	{ edit: Edit, save, deprecated }
);
