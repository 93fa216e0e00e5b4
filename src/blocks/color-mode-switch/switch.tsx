/**
 * The switch as index.php renders it (CM-2): `.my_switcher` with `.setColor.light`
 * and `.setColor.dark` buttons. Which one is pressed is set in the browser (the HTML is the same
 * for everyone, CM-6); the stylesheet shows it from the mode on `<html>` before that.
 */
export type SwitchLabels = { group: string; light: string; dark: string };

export function ColorModeSwitch( {
	labels,
	showLabels,
}: {
	labels: SwitchLabels;
	showLabels: boolean;
} ) {
	return (
		<div className="my_switcher" role="group" aria-label={ labels.group }>
			{ ( [ 'light', 'dark' ] as const ).map( ( mode ) => (
				<button
					key={ mode }
					type="button"
					className={ `setColor ${ mode }` }
					aria-pressed="false"
					aria-label={ showLabels ? undefined : labels[ mode ] }
				>
					<span
						className="vitrine-color-mode__icon"
						aria-hidden="true"
					/>
					{ showLabels && (
						<span className="vitrine-color-mode__label">
							{ labels[ mode ] }
						</span>
					) }
				</button>
			) ) }
		</div>
	);
}
