/**
 * The editor's copy of the texts src/blocks/countdown/index.php hands the view (same msgids and contexts,
 * so one translation serves both).
 */
import { __, _x } from '@wordpress/i18n';
import type { CountdownStrings } from './types';

export function editorStrings(): CountdownStrings {
	return {
		until: _x( 'Until', 'countdown: before the target date', 'vitrine' ),
		ended: _x(
			'Ended',
			'countdown: before the target date once it has passed',
			'vitrine'
		),
		pause: __( 'Pause countdown', 'vitrine' ),
		done: __( 'The countdown has ended.', 'vitrine' ),
	};
}
