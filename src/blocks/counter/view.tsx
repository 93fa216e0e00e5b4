/**
 * Front end: hydrates each saved counter with the component that rendered it; a counter that was
 * off screen resets to its start value unseen and counts up when it scrolls into view.
 */
import { useEffect, useState } from '@wordpress/element';
import { hydrateBlocks } from '../../shared/hydrate';
import { formatNumber } from '../../shared/number';
import { useAppearPhase } from '../../shared/use-appear-phase';
import { countUp } from './count';
import { CLASS, CounterView } from './counter';
import { normalizeAttributes } from './normalize';
import type { CounterViewProps, CountSettings } from './types';

type AppProps = CounterViewProps & CountSettings & { root: HTMLElement };

/**
 * Rebuilds the view's props from saved markup; the DOM is the only source of truth.
 *
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): AppProps | null {
	const number = root.querySelector( `.${ CLASS }__number` );
	const sr = root.querySelector( `.${ CLASS }__sr` );
	if ( ! number || ! sr ) {
		return null;
	}
	const data = root.dataset;
	// The data attributes are as hostile as any attribute: the same rules clean them.
	const clean = normalizeAttributes( {
		number: Number( data.end ),
		start: Number( data.start ),
		decimals: Number( data.decimals ),
		thousandsSeparator: data.thousands,
		decimalSeparator: data.decimal,
	} );
	const html = ( part: string ) =>
		root.querySelector( `.${ CLASS }__${ part }` )?.innerHTML ?? '';
	return {
		root,
		prefixHtml: html( 'prefix' ),
		suffixHtml: html( 'suffix' ),
		labelHtml: html( 'label' ),
		numberText: number.textContent ?? '',
		srText: sr.textContent ?? '',
		start: clean.start,
		end: clean.number,
		format: {
			decimals: clean.decimals,
			thousands: clean.thousandsSeparator,
			decimal: clean.decimalSeparator,
		},
		animate: data.animate !== 'false',
	};
}

export function CounterApp( {
	root,
	start,
	end,
	format,
	animate,
	...view
}: AppProps ) {
	const phase = useAppearPhase( root, animate );
	// null: the saved text, exactly as served (the count always ends on it).
	const [ counting, setCounting ] = useState< string | null >( null );

	useEffect( () => {
		if ( phase === 'start' ) {
			setCounting( formatNumber( start, format ) );
		}
		if ( phase === 'run' ) {
			return countUp( {
				from: start,
				to: end,
				onStep: ( value ) =>
					setCounting( formatNumber( value, format ) ),
				onDone: () => setCounting( null ),
			} );
		}
		// `format` is rebuilt from markup once; the phase alone drives the count.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ phase ] );

	return (
		<CounterView { ...view } numberText={ counting ?? view.numberText } />
	);
}

hydrateBlocks( '.wp-block-vitrine-counter', readProps, CounterApp );
