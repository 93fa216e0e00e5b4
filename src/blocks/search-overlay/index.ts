import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerVitrineBlock< Record< string, never > >(
	metadata,
	// Dynamic: WordPress's search form and the texts are rendered on the server.
	{ edit: Edit, save: () => null }
);
