import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';

registerVitrineBlock< { rating: number } >(
	metadata,
	// Dynamic: the name "Rated 4 out of 5" is translated on the server (render.php).
	{ edit: Edit, save: () => null }
);
