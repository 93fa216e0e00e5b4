import { addFilter } from '@wordpress/hooks';
import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import { isoDaysAhead } from './site-time';
import type { CountdownAttributes } from './types';
import './style.scss';

// The inserter preview counts down to a date that is always ahead, so it is set as the block
// registers (block.json holds fixed values only, and the server's copy of it would win over an
// `example` passed to registerBlockType).
addFilter(
	'blocks.registerBlockType',
	'vitrine/countdown-example',
	( settings: Record< string, unknown >, name: string ) =>
		name === metadata.name
			? {
					...settings,
					example: { attributes: { date: isoDaysAhead( 12 ) } },
				}
			: settings
);

registerVitrineBlock< CountdownAttributes >( metadata, {
	edit: Edit,
	// Rendered on the server (render.php): its no-JavaScript state depends on the time.
	save: () => null,
} );
