import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	DateTimePicker,
	Dropdown,
	PanelBody,
	Placeholder,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { escapeText, htmlToText } from '../../shared/inline-html';
import { CountdownView } from './countdown';
import { pageLocale } from './labels';
import { normalizeAttributes } from './normalize';
import { describeProblems, noDateProblem } from './problems';
import { parseTarget } from './remaining';
import {
	dateInWords,
	isoDaysAhead,
	isoToWall,
	siteTimezoneName,
	siteUses12Hour,
	wallToIso,
} from './site-time';
import { editorStrings } from './strings';
import type { CountdownAttributes, EndState } from './types';
import { useCountdown } from './use-countdown';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< CountdownAttributes > ) {
	const clean = normalizeAttributes( attributes );
	const target = parseTarget( clean.date );
	const live = useCountdown( target, pageLocale() );
	// Never given a date: the canvas offers one in place (core's placeholder), and the notice
	// keeps any other problem.
	const unset = attributes.date === undefined || attributes.date === '';
	const problems = describeProblems(
		attributes,
		Date.now(),
		dateInWords
	).filter( ( problem ) => ! unset || problem !== noDateProblem() );
	const picker = (
		<DateTimePicker
			currentDate={
				target === null ? undefined : isoToWall( clean.date )
			}
			is12Hour={ siteUses12Hour() }
			onChange={ ( wall ) =>
				setAttributes( { date: wall ? wallToIso( wall ) : '' } )
			}
		/>
	);
	const weekAhead = (
		<Button
			variant="secondary"
			onClick={ () => setAttributes( { date: isoDaysAhead( 7 ) } ) }
		>
			{ __( 'Start with a week from now', 'vitrine' ) }
		</Button>
	);
	const blockProps = useBlockProps();
	const endOptions: Array< { value: EndState; label: string } > = [
		{ value: 'zeros', label: __( 'Show zeros', 'vitrine' ) },
		{ value: 'message', label: __( 'Show a message', 'vitrine' ) },
		{ value: 'hide', label: __( 'Hide the countdown', 'vitrine' ) },
	];
	const timezoneHelp = sprintf(
		/* translators: %s: the site's timezone, such as Europe/Paris or UTC+2 */
		__(
			'In the site’s timezone (%s), set under Settings → General.',
			'vitrine'
		),
		siteTimezoneName()
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Date and time', 'vitrine' ) }>
					<BaseControl
						__nextHasNoMarginBottom
						id="vitrine-countdown-date"
						label={ __( 'Count down to', 'vitrine' ) }
						help={ timezoneHelp }
					>
						{ picker }
					</BaseControl>
					{ target === null && weekAhead }
				</PanelBody>
				<PanelBody title={ __( 'At zero', 'vitrine' ) }>
					<RadioControl
						label={ __( 'When the countdown ends', 'vitrine' ) }
						selected={ clean.endState }
						options={ endOptions }
						onChange={ ( endState ) =>
							setAttributes( { endState: endState as EndState } )
						}
					/>
					{ clean.endState === 'message' && (
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Message', 'vitrine' ) }
							help={ __(
								'Shown in place of the countdown, and announced once to screen readers.',
								'vitrine'
							) }
							value={ htmlToText( clean.endMessage ) }
							onChange={ ( value ) =>
								setAttributes( {
									endMessage: escapeText( value ),
								} )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				{ unset ? (
					<Placeholder
						icon="clock"
						label={ __( 'Countdown', 'vitrine' ) }
						instructions={ sprintf(
							/* translators: %s: the site's timezone, such as Europe/Paris or UTC+2 */
							__(
								'Pick the date and time to count down to, in the site’s timezone (%s). Until then, visitors see the end state.',
								'vitrine'
							),
							siteTimezoneName()
						) }
					>
						<Dropdown
							popoverProps={ { placement: 'bottom-start' } }
							renderToggle={ ( { isOpen, onToggle } ) => (
								<Button
									variant="primary"
									aria-expanded={ isOpen }
									onClick={ onToggle }
								>
									{ __(
										'Pick the date and time',
										'vitrine'
									) }
								</Button>
							) }
							renderContent={ () => picker }
						/>
						{ weekAhead }
					</Placeholder>
				) : (
					<CountdownView
						phase={ target === null ? 'ended' : live.phase }
						end={
							clean.endState === 'hide' ? 'zeros' : clean.endState
						}
						iso={ target === null ? '' : clean.date }
						words={
							target === null ? '' : dateInWords( clean.date )
						}
						units={ live.units }
						messageHtml={ clean.endMessage }
						strings={ editorStrings() }
						paused={ live.paused }
						onTogglePause={ live.togglePause }
						announcement=""
					/>
				) }
			</div>
		</>
	);
}
