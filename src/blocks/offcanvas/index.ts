import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import save from './save';
import type { OffcanvasAttributes } from './types';
import './style.scss';
import './editor.scss';

registerVitrineBlock< OffcanvasAttributes >( metadata, { edit: Edit, save } );
