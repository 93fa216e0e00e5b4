/**
 * Core's RangeControl, saying what it stored when that is not what was typed. Its number field
 * rounds a typed value to the control's steps and its range when the field is left (4200 typed
 * against steps of 500 becomes 4000) and clamps it to the range at once; the house's rule is that
 * the editor explains every value it corrects, so the help line says "4200 typed, 4000 stored",
 * and why, for as long as the correction stands.
 *
 * Time and length controls take whole units (a step of 1: what a site editor types is kept);
 * a coarser step is only for values served in steps (a slide's darkening, by tens).
 */
import { __, sprintf } from '@wordpress/i18n';
import { RangeControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import type { ComponentProps, FormEvent } from 'react';

type Props = Omit< ComponentProps< typeof RangeControl >, 'onChange' > & {
	value: number;
	min: number;
	max: number;
	onChange: ( value: number | undefined ) => void;
};

/**
 * Why a typed number was stored as another; null when it was kept.
 * @param typed      What the site editor typed.
 * @param stored     What the control stored.
 * @param range      The control's bounds and step.
 * @param range.min
 * @param range.max
 * @param range.step
 */
export function correction(
	typed: number,
	stored: number,
	{ min, max, step }: { min: number; max: number; step: number }
): string | null {
	if ( ! Number.isFinite( typed ) || typed === stored ) {
		return null;
	}
	let why: string;
	if ( typed < min ) {
		why = sprintf(
			/* translators: %s: the smallest value the setting takes */
			__( 'the least it takes is %s', 'vitrine' ),
			String( min )
		);
	} else if ( typed > max ) {
		why = sprintf(
			/* translators: %s: the largest value the setting takes */
			__( 'the most it takes is %s', 'vitrine' ),
			String( max )
		);
	} else {
		why = sprintf(
			/* translators: %s: the step between the values the setting takes */
			__( 'it moves in steps of %s', 'vitrine' ),
			String( step )
		);
	}
	return sprintf(
		/* translators: 1: the number typed, 2: the number stored instead, 3: why */
		__( '%1$s typed, %2$s stored: %3$s.', 'vitrine' ),
		String( typed ),
		String( stored ),
		why
	);
}

export function ExplainedRangeControl( {
	value,
	min,
	max,
	step = 1,
	help,
	onChange,
	...props
}: Props ) {
	// The last number typed in the control's own field (its range input reports stored values).
	const [ typed, setTyped ] = useState< number | null >( null );
	const onInput = ( event: FormEvent< HTMLDivElement > ) => {
		const input = event.target as HTMLInputElement;
		if ( input.type === 'number' && input.value !== '' ) {
			setTyped( Number( input.value ) );
		} else if ( input.type === 'range' ) {
			setTyped( null );
		}
	};
	const said =
		typed === null
			? null
			: correction( typed, value, {
					min,
					max,
					step: Number( step ) || 1,
				} );
	return (
		// Typed input bubbles here from the control's field (read only, never handled).

		<div onInput={ onInput }>
			<RangeControl
				{ ...props }
				value={ value }
				min={ min }
				max={ max }
				step={ step }
				onChange={ onChange }
				help={
					said ? (
						<>
							{ help }
							{ help ? ' ' : '' }
							<strong className="vitrine-range-correction">
								{ said }
							</strong>
						</>
					) : (
						help
					)
				}
			/>
		</div>
	);
}
