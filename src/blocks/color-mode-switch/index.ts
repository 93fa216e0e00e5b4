import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerVitrineBlock< { showLabels: boolean } >(
	metadata,
	// Dynamic: the labels are translated on the server (render.php).
	{ edit: Edit, save: () => null }
);
