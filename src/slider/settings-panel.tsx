/**
 * The sidebar every slider shares (SL-6): its name, slides per view at each breakpoint, controls,
 * loop, autoplay and speed. Stored settings hold only what the editor changed; the rest are the
 * kind's defaults (settings.ts).
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { ExplainedRangeControl } from '../shared/editor/explained-range-control';

import {
	INTERVAL_RANGE,
	mostPerView,
	SPEED_RANGE,
	type Breakpoint,
	type SliderEffect,
	SLIDER_BREAKPOINTS_PX,
	type SliderKind,
	type SliderSettings,
} from './settings';

type Props = {
	kind: SliderKind;
	label: string;
	settings: SliderSettings;
	onLabel: ( label: string ) => void;
	onChange: ( changes: Partial< SliderSettings > ) => void;
};

export function SliderSettingsPanel( {
	kind,
	label,
	settings,
	onLabel,
	onChange,
}: Props ) {
	const setCount = ( width: Breakpoint, count: number | undefined ) =>
		onChange( {
			perView: { ...settings.perView, [ width ]: count ?? 1 },
		} );
	return (
		<>
			<PanelBody title={ __( 'Slider', 'vitrine' ) }>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Name for screen readers', 'vitrine' ) }
					help={ __(
						'Announced when someone reaches the slider. Leave empty for the default name.',
						'vitrine'
					) }
					value={ label }
					onChange={ onLabel }
				/>
				{ kind === 'hero' && (
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Transition', 'vitrine' ) }
						value={ settings.effect }
						options={ [
							{ label: __( 'Fade', 'vitrine' ), value: 'fade' },
							{ label: __( 'Slide', 'vitrine' ), value: 'slide' },
						] }
						onChange={ ( effect ) =>
							onChange( { effect: effect as SliderEffect } )
						}
					/>
				) }
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Previous and next arrows', 'vitrine' ) }
					checked={ settings.arrows }
					onChange={ ( arrows ) => onChange( { arrows } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Dots', 'vitrine' ) }
					checked={ settings.dots }
					onChange={ ( dots ) => onChange( { dots } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Loop', 'vitrine' ) }
					help={ __(
						'After the last slide comes the first again.',
						'vitrine'
					) }
					checked={ settings.loop }
					onChange={ ( loop ) => onChange( { loop } ) }
				/>
				<ExplainedRangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Slide speed (ms)', 'vitrine' ) }
					value={ settings.speed }
					min={ SPEED_RANGE.min }
					max={ SPEED_RANGE.max }
					shiftStep={ 100 }
					onChange={ ( speed ) => onChange( { speed: speed ?? 0 } ) }
				/>
			</PanelBody>
			<PanelBody title={ __( 'Autoplay', 'vitrine' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Play automatically', 'vitrine' ) }
					help={ __(
						'Visitors get a pause button; autoplay waits while the pointer or keyboard focus is on the slider, and never starts for people who ask for reduced motion.',
						'vitrine'
					) }
					checked={ settings.autoplay }
					onChange={ ( autoplay ) => onChange( { autoplay } ) }
				/>
				{ settings.autoplay && (
					<ExplainedRangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Time per slide (ms)', 'vitrine' ) }
						value={ settings.interval }
						min={ INTERVAL_RANGE.min }
						max={ INTERVAL_RANGE.max }
						shiftStep={ 100 }
						onChange={ ( interval ) =>
							onChange( {
								interval: interval ?? INTERVAL_RANGE.min,
							} )
						}
					/>
				) }
			</PanelBody>
			<PanelBody
				title={ __( 'Slides per view', 'vitrine' ) }
				initialOpen={ false }
			>
				{ settings.effect === 'fade' ? (
					<p>
						{ __(
							'A fading slider shows one slide at a time. Choose the "Slide" transition to show several.',
							'vitrine'
						) }
					</p>
				) : (
					SLIDER_BREAKPOINTS_PX.map( ( width, index ) => (
						<ExplainedRangeControl
							key={ width }
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={
								index === SLIDER_BREAKPOINTS_PX.length - 1
									? sprintf(
											/* translators: %d: width in pixels */
											__( 'Below %d px', 'vitrine' ),
											SLIDER_BREAKPOINTS_PX[ index - 1 ]
										)
									: sprintf(
											/* translators: %d: width in pixels */
											__( 'From %d px', 'vitrine' ),
											width
										)
							}
							value={ settings.perView[ width ] }
							min={ 1 }
							max={ mostPerView( kind ) }
							onChange={ ( count ) => setCount( width, count ) }
						/>
					) )
				) }
			</PanelBody>
		</>
	);
}
