import { act } from 'react';
import { hydrateRoot } from '@wordpress/element';
import {
	renderedInnerHtml,
	servedWrapper,
} from '../../../../tests/unit/hydration';
import { filterFromHash, hashWithFilter } from '../hash';
import { itemMatches } from '../filters';
import { PortfolioView } from '../portfolio';
import { answerPortfolio } from '../answers';
import { PortfolioApp, readProps, type PortfolioAppProps } from '../view';

/**
 * Markup render.php served (written by the block's PHP test).
 * @param name Fixture name.
 */
const served = ( name: string ) =>
	servedWrapper(
		`${ __dirname }/fixtures`,
		name,
		'.wp-block-vitrine-portfolio'
	);

/**
 * What the view renders first, from the props it read: what it hydrates against.
 * @param props readProps()'s result.
 */
const viewOf = ( props: PortfolioAppProps ) =>
	renderedInnerHtml(
		<PortfolioView
			filterLabel={ props.filterLabel }
			filters={ props.filters }
			items={ props.items }
			active={ props.activeServed }
			announcement={ props.announcementServed }
		/>
	);

describe( 'GA-1 hydration reads the served markup back exactly', () => {
	it.each( [ 'default', 'masonry-no-filters', 'demo-work', 'hostile' ] )(
		'GA-1 %s: the component re-renders what the server printed',
		( name ) => {
			const root = served( name );
			const props = readProps( root )!;
			expect( props ).not.toBeNull();
			// Served: "All" pressed, nothing announced.
			expect( props.activeServed ).toBe( '*' );
			expect( props.announcementServed ).toBe( '' );
			expect( viewOf( props ) ).toBe( root.innerHTML );
		}
	);

	it( 'GA-1 GA-2 after the small script answered a filter, the view reads back the markup it left, exactly', () => {
		const root = served( 'demo-work' );
		answerPortfolio( root );
		root.querySelector< HTMLElement >( '[data-filter="web"]' )!.click();
		const props = readProps( root )!;
		expect( props.activeServed ).toBe( 'web' );
		expect( props.announcementServed ).toBe( 'Showing 4 projects in Web.' );
		expect(
			root.querySelectorAll( '.vitrine-portfolio__items > li[hidden]' )
		).toHaveLength( 8 );
		expect( viewOf( props ) ).toBe( root.innerHTML );
		// Taken over: the small script answers no more clicks.
		root.querySelector< HTMLElement >( '[data-filter="*"]' )!.click();
		expect(
			root.querySelectorAll( '.vitrine-portfolio__items > li[hidden]' )
		).toHaveLength( 8 );
	} );

	it( 'GA-1 the served strings and settings are read, tampered ones fall back', () => {
		expect( readProps( served( 'default' ) )!.hashKey ).toBe( 'work' );
		const props = readProps( served( 'demo-work' ) )!;
		expect( props.hashKey ).toBe( 'portfolio' );
		expect( props.strings.announce.web ).toBe(
			'Showing 4 projects in Web.'
		);
		expect( props.lightbox ).toBe( true );
		expect( props.items ).toHaveLength( 12 );

		const root = served( 'masonry-no-filters' );
		expect( readProps( root )!.lightbox ).toBe( false );
		expect( readProps( root )!.hashKey ).toBe( 'portfolio' );
		root.dataset.strings = '{"dialog":7,"announce":{"*":""}}';
		expect( readProps( root )!.strings.dialog ).toBe( 'Project viewer' );
		expect( readProps( root )!.strings.announce ).toEqual( {} );
	} );
} );

describe( 'GA-1 filtering', () => {
	beforeAll( () => {
		(
			globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
		 ).IS_REACT_ACT_ENVIRONMENT = true;
	} );

	it( 'GA-1 an item matches "All" and its own slugs, never a value that is not a slug', () => {
		expect( itemMatches( 'web branding', '*' ) ).toBe( true );
		expect( itemMatches( 'web branding', 'branding' ) ).toBe( true );
		expect( itemMatches( 'web branding', 'print' ) ).toBe( false );
		expect( itemMatches( 'Evil" web', 'Evil"' ) ).toBe( false );
	} );

	it( 'GA-1 the hash keeps each portfolio’s filter and other entries', () => {
		expect( filterFromHash( '#work=web', 'work' ) ).toBe( 'web' );
		expect( filterFromHash( '#contact', 'work' ) ).toBeNull();
		expect( filterFromHash( '', 'work' ) ).toBeNull();
		expect( hashWithFilter( '', 'work', 'web' ) ).toBe( '#work=web' );
		expect( hashWithFilter( '#other=1&work=web', 'work', 'print' ) ).toBe(
			'#other=1&work=print'
		);
		expect( hashWithFilter( '#work=web', 'work', '*' ) ).toBe( '' );
		expect( hashWithFilter( '#contact', 'work', 'web' ) ).toBe(
			'#work=web'
		);
		expect( hashWithFilter( '#work=web', 'work', 'café-co' ) ).toBe(
			'#work=caf%C3%A9-co'
		);
		expect( filterFromHash( '#work=caf%C3%A9-co', 'work' ) ).toBe(
			'café-co'
		);
	} );

	it( 'GA-1 hydrated: a filter hides the other items, presses its button, announces the count and is written to the hash', async () => {
		window.history.replaceState( null, '', '/work/' );
		const root = served( 'demo-work' );
		const props = readProps( root )!;
		await act( async () => {
			hydrateRoot( root, <PortfolioApp { ...props } /> );
		} );
		const button = root.querySelector< HTMLButtonElement >(
			'[data-filter="print"]'
		)!;
		await act( async () => button.click() );
		const visible = root.querySelectorAll(
			'.vitrine-portfolio__items > li:not([hidden])'
		);
		expect( visible ).toHaveLength( 4 );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect(
			root
				.querySelector( '[data-filter="*"]' )!
				.getAttribute( 'aria-pressed' )
		).toBe( 'false' );
		expect( root.querySelector( '[role="status"]' )!.textContent ).toBe(
			'Showing 4 projects in Print & signage.'
		);
		expect( window.location.hash ).toBe( '#portfolio=print' );
	} );

	it( 'GA-1 a filter in the hash applies on load; an unknown one is ignored', async () => {
		window.history.replaceState( null, '', '/work/#portfolio=web' );
		let root = served( 'demo-work' );
		await act( async () => {
			hydrateRoot( root, <PortfolioApp { ...readProps( root )! } /> );
		} );
		expect(
			root.querySelectorAll(
				'.vitrine-portfolio__items > li:not([hidden])'
			)
		).toHaveLength( 4 );
		expect( root.querySelector( '[role="status"]' )!.textContent ).toBe(
			''
		);

		window.history.replaceState( null, '', '/work/#portfolio=nope' );
		root = served( 'demo-work' );
		await act( async () => {
			hydrateRoot( root, <PortfolioApp { ...readProps( root )! } /> );
		} );
		expect(
			root.querySelectorAll(
				'.vitrine-portfolio__items > li:not([hidden])'
			)
		).toHaveLength( 12 );
	} );
} );
