/**
 * The portfolio's small script (no React): started when the block comes near, after the page's
 * load, it answers a visitor's first clicks at once: a filter filters (the items, the pressed
 * button, the live region and the address, as the view would render them), and an item's image
 * opens the lightbox, whose code comes beforehand (at once on a touch screen, else when a pointer
 * or focus reaches the items). The React view (view.tsx) starts when a visitor reaches the block:
 * it stops this script and hydrates the markup as this script left it (src/lifecycle/handover.ts).
 */
import { handOver, isRunning } from '../../lifecycle/handover';
import { motionAllowed } from '../../shared/motion';
import { whenReady } from '../../shared/ready';
import { readServedStrings } from '../../shared/served-strings';
import { PORTFOLIO_RELAYOUT_MS } from '../../shared/timing';
import { CLASS } from '../portfolio-item/class';
import {
	FALLBACK_STRINGS,
	hashKeyOf,
	keepFilter,
	openOnClick,
	prefetchLightbox,
} from './actions';
import { itemMatches } from './filters';
import { measure, playFromPositions } from './flip';
import { filterFromHash } from './hash';

export function answerPortfolio( root: HTMLElement ): void {
	const list = root.querySelector( `:scope > .${ CLASS }__items` );
	if ( isRunning( root ) || ! list ) {
		return;
	}
	const strings = readServedStrings( root.dataset.strings, FALLBACK_STRINGS );
	const hashKey = hashKeyOf( root );
	const lightbox = root.dataset.lightbox !== 'off';
	const buttons = Array.from(
		root.querySelectorAll< HTMLElement >(
			`:scope > .${ CLASS }__filters button[data-filter]`
		)
	);
	const status = root.querySelector( `:scope > .${ CLASS }__status` );

	// What the view renders for a filter, written into the served markup.
	const apply = ( value: string, { animate = true, announce = true } ) => {
		if ( ! buttons.some( ( button ) => button.dataset.filter === value ) ) {
			return false; // An unknown filter (a stale link, a typo) changes nothing.
		}
		const items = Array.from( list.children ) as HTMLElement[];
		const before = animate && motionAllowed() ? measure( items ) : null;
		buttons.forEach( ( button ) =>
			button.setAttribute(
				'aria-pressed',
				String( button.dataset.filter === value )
			)
		);
		items.forEach( ( item ) => {
			item.hidden = ! itemMatches(
				item.getAttribute( 'data-categories' ) ?? '',
				value
			);
		} );
		if ( announce && status ) {
			status.textContent = strings.announce[ value ] ?? '';
		}
		if ( before ) {
			playFromPositions( before, PORTFOLIO_RELAYOUT_MS );
		}
		return true;
	};
	const onClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'button[data-filter]'
		);
		if ( button && buttons.includes( button ) ) {
			const value = button.dataset.filter as string;
			if ( apply( value, {} ) ) {
				keepFilter( hashKey, value );
			}
		} else if ( lightbox ) {
			openOnClick( root, event, strings );
		}
	};
	const fromHash = ( options: { animate?: boolean; announce?: boolean } ) => {
		const value = filterFromHash( window.location.hash, hashKey );
		if ( value !== null ) {
			apply( value, options );
		}
	};
	const onHashChange = () => fromHash( {} );
	fromHash( { animate: false, announce: false } );
	root.addEventListener( 'click', onClick );
	window.addEventListener( 'hashchange', onHashChange );
	// The lightbox's code comes before the click that opens it (once, for the view too): on a
	// touch screen now (this script starts near the block, after the page's load), since no hover
	// comes before a tap; elsewhere when a pointer or focus reaches the items.
	if ( lightbox && window.matchMedia?.( '(hover: none)' ).matches ) {
		prefetchLightbox();
	} else if ( lightbox ) {
		[ 'pointerover', 'pointerdown', 'focusin' ].forEach( ( type ) =>
			list.addEventListener( type, prefetchLightbox, { once: true } )
		);
	}
	handOver( root, {
		answers: true,
		stop: () => {
			root.removeEventListener( 'click', onClick );
			window.removeEventListener( 'hashchange', onHashChange );
		},
	} );
}

whenReady( document, () =>
	document
		.querySelectorAll< HTMLElement >( '.wp-block-vitrine-portfolio' )
		.forEach( answerPortfolio )
);
