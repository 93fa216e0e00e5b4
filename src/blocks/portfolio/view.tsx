/**
 * Front end: hydrates what render.php served (every item visible, "All" pressed), then filters
 * in place. The filter is kept in the URL hash; the lightbox loads on the first open.
 */
import type { MouseEvent } from 'react';
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { hydrateBlocks } from '../../shared/hydrate';
import { motionAllowed } from '../../shared/motion';
import { readServedStrings } from '../../shared/served-strings';
import { PORTFOLIO_RELAYOUT_MS } from '../../shared/timing';
import { ALL } from '../portfolio-item/categories';
import { CLASS } from '../portfolio-item/item';
import { measure, playFromPositions, type Positions } from './flip';
import { filterFromHash, hashWithFilter } from './hash';
import { lightboxEntries } from './entries';
import { PortfolioView, type Filter, type ServedItem } from './portfolio';
import type { PortfolioStrings } from './types';

export const FALLBACK_STRINGS: PortfolioStrings = {
	announce: {},
	dialog: 'Project viewer',
	close: 'Close',
	previous: 'Previous project',
	next: 'Next project',
	imageError: 'The image could not be loaded.',
	contentError: 'The content could not be loaded.',
	notFound: 'Content not found',
};

export type PortfolioAppProps = {
	root: HTMLElement;
	/** Where the filter is kept in the hash. */
	hashKey: string;
	filterLabel: string;
	filters: Filter[];
	items: ServedItem[];
	strings: PortfolioStrings;
	lightbox: boolean;
};

/**
 * The portfolio's name in the hash: its anchor, or "portfolio", "portfolio-2"… in page order.
 * @param root The block's wrapper element.
 */
function hashKeyOf( root: HTMLElement ): string {
	if ( root.id ) {
		return root.id;
	}
	const unnamed = Array.from(
		document.querySelectorAll( '.wp-block-vitrine-portfolio:not([id])' )
	);
	const position = unnamed.indexOf( root ) + 1;
	return position > 1 ? `portfolio-${ position }` : 'portfolio';
}

/**
 * Rebuilds the view's props from served markup; the DOM is the only source of truth.
 * @param root The block's wrapper element.
 */
export function readProps( root: HTMLElement ): PortfolioAppProps | null {
	const list = root.querySelector( `:scope > .${ CLASS }__items` );
	if ( ! list ) {
		return null;
	}
	const bar = root.querySelector( `:scope > .${ CLASS }__filters` );
	return {
		root,
		hashKey: hashKeyOf( root ),
		filterLabel: bar?.getAttribute( 'aria-label' ) ?? '',
		filters: Array.from(
			bar?.querySelectorAll< HTMLElement >( 'button[data-filter]' ) ?? [],
			( button ) => ( {
				value: button.dataset.filter ?? '',
				html: button.innerHTML,
			} )
		),
		items: Array.from( list.children, ( item ) => ( {
			className: item.className,
			categories: item.getAttribute( 'data-categories' ) ?? '',
			html: item.innerHTML,
		} ) ),
		strings: readServedStrings( root.dataset.strings, FALLBACK_STRINGS ),
		lightbox: root.dataset.lightbox !== 'off',
	};
}

export function PortfolioApp( {
	root,
	hashKey,
	filterLabel,
	filters,
	items,
	strings,
	lightbox,
}: PortfolioAppProps ) {
	const [ active, setActive ] = useState( ALL );
	const [ announcement, setAnnouncement ] = useState( '' );
	const elements = useRef< Array< HTMLLIElement | null > >( [] );
	const before = useRef< Positions | null >( null );

	const choose = useCallback(
		( value: string, { animate = true, announce = true } = {} ) => {
			if ( ! filters.some( ( filter ) => filter.value === value ) ) {
				return; // An unknown filter (a stale link, a typo) leaves the view as it is.
			}
			before.current =
				animate && motionAllowed()
					? measure(
							elements.current.filter(
								( e ): e is HTMLLIElement => !! e
							)
						)
					: null;
			setActive( value );
			if ( announce ) {
				setAnnouncement( strings.announce[ value ] ?? '' );
			}
		},
		[ filters, strings ]
	);

	// The served view shows everything; a filter named in the hash applies once hydrated (and
	// no hash changes nothing, so a click made while the page was hydrating is not undone).
	useEffect( () => {
		const restore = ( options?: {
			animate: boolean;
			announce: boolean;
		} ) => {
			const value = filterFromHash( window.location.hash, hashKey );
			if ( value !== null ) {
				choose( value, options );
			}
		};
		restore( { animate: false, announce: false } );
		const onHashChange = () => restore();
		window.addEventListener( 'hashchange', onHashChange );
		return () => window.removeEventListener( 'hashchange', onHashChange );
	}, [ choose, hashKey ] );

	useLayoutEffect( () => {
		if ( before.current ) {
			playFromPositions( before.current, PORTFOLIO_RELAYOUT_MS );
			before.current = null;
		}
	}, [ active ] );

	const onChoose = ( value: string ) => {
		choose( value );
		const { pathname, search, hash } = window.location;
		// replaceState: each click is not a step of the Back button, and the page does not jump.
		window.history.replaceState(
			window.history.state,
			'',
			pathname + search + hashWithFilter( hash, hashKey, value )
		);
	};

	const onItemsClick = ( event: MouseEvent< HTMLUListElement > ) => {
		const link = ( event.target as Element ).closest< HTMLAnchorElement >(
			`.${ CLASS }__open`
		);
		if (
			! lightbox ||
			! link ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return; // Modified clicks open the image in a tab, as links do.
		}
		event.preventDefault();
		const { entries, index } = lightboxEntries( root, link );
		import( /* webpackChunkName: "portfolio-lightbox" */ './lightbox' )
			.then( ( { openLightbox } ) =>
				openLightbox( { entries, index, strings, opener: link } )
			)
			.catch( () => {
				// The lightbox could not load (offline, blocked): the link does what it says.
				window.location.assign( link.href );
			} );
	};

	return (
		<PortfolioView
			filterLabel={ filterLabel }
			filters={ filters }
			items={ items }
			active={ active }
			announcement={ announcement }
			onChoose={ onChoose }
			onItemsClick={ onItemsClick }
			itemRef={ ( index, element ) => {
				elements.current[ index ] = element;
			} }
		/>
	);
}

hydrateBlocks( '.wp-block-vitrine-portfolio', readProps, PortfolioApp );
