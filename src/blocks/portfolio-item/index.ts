import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { PortfolioItemAttributes } from './types';

registerVitrineBlock< PortfolioItemAttributes >( metadata, {
	edit: Edit,
	save,
	deprecated,
} );
