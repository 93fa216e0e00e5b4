import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import Edit from './edit';
import { isoDaysAhead } from './site-time';
import type { CountdownAttributes } from './types';
import './style.scss';

registerBlockType< CountdownAttributes >(
	{
		...metadata,
		// The inserter preview counts down to a date that is always ahead.
		example: { attributes: { date: isoDaysAhead( 12 ) } },
	} as unknown as BlockConfiguration< CountdownAttributes >,
	{
		edit: Edit,
		// Rendered on the server (render.php): its no-JavaScript state depends on the time.
		save: () => null,
	}
);
