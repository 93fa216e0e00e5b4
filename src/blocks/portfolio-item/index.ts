import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { PortfolioItemAttributes } from './types';

registerBlockType< PortfolioItemAttributes >(
	metadata as unknown as BlockConfiguration< PortfolioItemAttributes >,
	{ edit: Edit, save, deprecated }
);
