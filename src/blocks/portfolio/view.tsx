/**
 * Front end: hydrates what render.php served (every item visible, "All" pressed), or what the
 * small script (answers.ts) made of it since, then filters in place. The filter is kept in the
 * URL hash; the lightbox loads on the first open (actions.ts).
 */
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { takeOver } from '../../lifecycle/handover';
import { hydrateBlocks } from '../../lifecycle/hydrate';
import { motionAllowed } from '../../shared/motion';
import { readServedStrings } from '../../shared/served-strings';
import { PORTFOLIO_RELAYOUT_MS } from '../../shared/timing';
import { ALL } from '../portfolio-item/categories';
import { CLASS } from '../portfolio-item/item';
import { measure, playFromPositions, type Positions } from './flip';
import {
	FALLBACK_STRINGS,
	hashKeyOf,
	keepFilter,
	openOnClick,
} from './actions';
import { filterFromHash } from './hash';
import { PortfolioView, type Filter, type ServedItem } from './portfolio';
import type { PortfolioStrings } from './types';
import { servedHtml } from '../../shared/served-html';

export type PortfolioAppProps = {
	root: HTMLElement;
	/** Where the filter is kept in the hash. */
	hashKey: string;
	filterLabel: string;
	filters: Filter[];
	items: ServedItem[];
	/** The pressed filter as served ("All"), or as the small script left it. */
	activeServed: string;
	/** The live region's text as served, or as the small script left it. */
	announcementServed: string;
	strings: PortfolioStrings;
	lightbox: boolean;
};

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
	// From here the small script answers nothing: React renders what it left.
	takeOver( root );
	return {
		root,
		hashKey: hashKeyOf( root ),
		filterLabel: bar?.getAttribute( 'aria-label' ) ?? '',
		filters: Array.from(
			bar?.querySelectorAll< HTMLElement >( 'button[data-filter]' ) ?? [],
			( button ) => ( {
				value: button.dataset.filter ?? '',
				html: servedHtml( button ),
			} )
		),
		items: Array.from( list.children, ( item ) => ( {
			className: item.className,
			categories: item.getAttribute( 'data-categories' ) ?? '',
			html: servedHtml( item ),
		} ) ),
		activeServed:
			bar?.querySelector< HTMLElement >(
				'button[data-filter][aria-pressed="true"]'
			)?.dataset.filter ?? ALL,
		announcementServed:
			root.querySelector( `:scope > .${ CLASS }__status` )?.textContent ??
			'',
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
	activeServed,
	announcementServed,
	strings,
	lightbox,
}: PortfolioAppProps ) {
	const [ active, setActive ] = useState( activeServed );
	const [ announcement, setAnnouncement ] = useState( announcementServed );
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
		keepFilter( hashKey, value );
	};

	return (
		<PortfolioView
			filterLabel={ filterLabel }
			filters={ filters }
			items={ items }
			active={ active }
			announcement={ announcement }
			onChoose={ onChoose }
			onItemsClick={ ( event ) =>
				lightbox && openOnClick( root, event, strings )
			}
			itemRef={ ( index, element ) => {
				elements.current[ index ] = element;
			} }
		/>
	);
}

hydrateBlocks( '.wp-block-vitrine-portfolio', readProps, PortfolioApp );
