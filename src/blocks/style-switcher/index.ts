import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import './style.scss';

registerVitrineBlock< Record< string, never > >(
	metadata,
	// Dynamic: the swatches are the skins the site registers (includes/skins.php).
	{ edit: Edit, save: () => null }
);
