/**
 * The one component that renders a countdown: in the editor and on the front end, where it
 * hydrates what render.php printed (and the small script, motion.ts, then kept up to date). Pure
 * (no hooks).
 *
 * Every state fills the same face, whose height the stylesheet reserves, and the date line comes
 * first, so showing the ticking units below it moves nothing on the page. Every part is always
 * there, hidden in the phases that have no use for it (face.ts). The units are a `timer` (never
 * announced while ticking); the status line below speaks once, at the end.
 */
import { CLASS, faceParts, ICON_PATHS } from './face';
import type { CountdownViewProps } from './types';

export { CLASS };

function PauseIcon( { paused }: { paused: boolean } ) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
			<path d={ ICON_PATHS[ paused ? 'paused' : 'ticking' ] } />
		</svg>
	);
}

export function CountdownView( {
	phase,
	end,
	iso,
	words,
	units,
	messageHtml,
	strings,
	paused,
	onTogglePause,
	announcement,
}: CountdownViewProps ) {
	const parts = faceParts( phase, end );
	// The message is always in the markup (hidden until the end), so the view has it to show.
	const hasMessage = end === 'message' && messageHtml !== '';
	return (
		<>
			<div className={ `${ CLASS }__face` }>
				{ iso !== '' && (
					<p className={ `${ CLASS }__when` }>
						<span className={ `${ CLASS }__when-label` }>
							{ strings[ parts.label ] }
						</span>{ ' ' }
						<time dateTime={ iso }>{ words }</time>
					</p>
				) }
				<div className={ `${ CLASS }__row` } hidden={ ! parts.units }>
					<div className={ `${ CLASS }__units` } role="timer">
						{ units.map( ( { unit, value, label, forms } ) => (
							<span key={ unit } className={ `${ CLASS }__unit` }>
								<span className={ `${ CLASS }__value` }>
									{ value }
								</span>{ ' ' }
								<span
									className={ `${ CLASS }__label` }
									data-forms={ forms || undefined }
								>
									{ label }
								</span>
							</span>
						) ) }
					</div>
					<button
						type="button"
						className={ `${ CLASS }__pause` }
						aria-pressed={ paused }
						aria-label={ strings.pause }
						onClick={ onTogglePause }
						hidden={ ! parts.pause }
					>
						<PauseIcon paused={ paused } />
					</button>
				</div>
				{ hasMessage && (
					<p
						className={ `${ CLASS }__message` }
						hidden={ ! parts.message }
						dangerouslySetInnerHTML={ { __html: messageHtml } }
					/>
				) }
			</div>
			<p className={ `${ CLASS }__status` } role="status">
				{ announcement }
			</p>
		</>
	);
}
