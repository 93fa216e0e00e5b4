import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	DateTimePicker,
	PanelBody,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { escapeText, htmlToText } from '../../shared/inline-html';
import { CountdownView } from './countdown';
import { pageLocale } from './labels';
import { normalizeAttributes } from './normalize';
import { describeProblems } from './problems';
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
	const problems = describeProblems( attributes, Date.now(), dateInWords );
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
						<DateTimePicker
							currentDate={
								target === null
									? undefined
									: isoToWall( clean.date )
							}
							is12Hour={ siteUses12Hour() }
							onChange={ ( wall ) =>
								setAttributes( {
									date: wall ? wallToIso( wall ) : '',
								} )
							}
						/>
					</BaseControl>
					{ target === null && (
						<Button
							variant="secondary"
							onClick={ () =>
								setAttributes( { date: isoDaysAhead( 7 ) } )
							}
						>
							{ __( 'Start with a week from now', 'vitrine' ) }
						</Button>
					) }
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
				<CountdownView
					phase={ target === null ? 'ended' : live.phase }
					end={ clean.endState === 'hide' ? 'zeros' : clean.endState }
					iso={ target === null ? '' : clean.date }
					words={ target === null ? '' : dateInWords( clean.date ) }
					units={ live.units }
					messageHtml={ clean.endMessage }
					strings={ editorStrings() }
					paused={ live.paused }
					onTogglePause={ live.togglePause }
					announcement=""
				/>
			</div>
		</>
	);
}
