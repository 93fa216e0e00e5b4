import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { SlideAttributes } from './types';

registerVitrineBlock< SlideAttributes >( metadata, { edit: Edit, save } );
