import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { SkillCirclesAttributes } from './types';
import './style.scss';

registerBlockType< SkillCirclesAttributes >(
	metadata as unknown as BlockConfiguration< SkillCirclesAttributes >,
	{ edit: Edit, save, deprecated }
);
