import { CLOSING_CLASS, runClassicMenu, slideSubmenu } from '../submenu';

function classicMenu() {
	document.body.innerHTML = `<div class="vitrine-mobile-menu vitrine-classic-menu">
		<button class="vitrine-menu-toggle" aria-expanded="false">Menu</button>
		<div class="vitrine-classic-menu__items"><ul class="menu">
			<li class="menu-item-has-children"><a href="#shop">Shop</a>
				<button class="vitrine-submenu-toggle" aria-expanded="false"></button>
				<ul class="sub-menu"><li><a href="#shoes">Shoes</a></li></ul>
			</li>
		</ul></div>
	</div>`;
	const get = ( selector: string ) =>
		document.querySelector( selector ) as HTMLElement;
	return {
		nav: get( '.vitrine-classic-menu' ),
		menuToggle: get( '.vitrine-menu-toggle' ),
		subToggle: get( '.vitrine-submenu-toggle' ),
		sub: get( '.sub-menu' ),
		shoes: get( 'a[href="#shoes"]' ),
	};
}

describe( 'MM-1 mobile menu', () => {
	beforeEach( () => {
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
	} );

	it( 'MM-1 classic menu toggles flip aria-expanded; Escape closes the innermost with focus back', () => {
		const menu = classicMenu();
		runClassicMenu( menu.nav );
		menu.menuToggle.click();
		expect( menu.menuToggle.getAttribute( 'aria-expanded' ) ).toBe(
			'true'
		);
		menu.subToggle.click();
		expect( menu.subToggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		menu.shoes.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( menu.subToggle.getAttribute( 'aria-expanded' ) ).toBe(
			'false'
		);
		expect( menu.menuToggle.getAttribute( 'aria-expanded' ) ).toBe(
			'true'
		);
		expect( menu.nav.ownerDocument.activeElement ).toBe( menu.subToggle );
		menu.subToggle.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( menu.menuToggle.getAttribute( 'aria-expanded' ) ).toBe(
			'false'
		);
	} );

	it( 'MM-1 a sub-menu slides over 300 ms, stays shown while closing, and not at all under reduced motion', () => {
		const menu = classicMenu();
		const calls: { keyframes: Keyframe[]; duration: number }[] = [];
		const listeners: Record< string, () => void > = {};
		menu.sub.animate = ( (
			keyframes: Keyframe[],
			options: KeyframeAnimationOptions
		) => {
			calls.push( { keyframes, duration: Number( options.duration ) } );
			return {
				addEventListener: ( type: string, listener: () => void ) => {
					listeners[ type ] = listener;
				},
			};
		} ) as never;
		slideSubmenu( menu.sub, false );
		expect( calls[ 0 ].duration ).toBe( 300 );
		expect( calls[ 0 ].keyframes[ 1 ].height ).toBe( '0px' );
		expect( menu.sub.classList.contains( CLOSING_CLASS ) ).toBe( true );
		listeners.finish();
		expect( menu.sub.classList.contains( CLOSING_CLASS ) ).toBe( false );
		slideSubmenu( menu.sub, true );
		expect( calls[ 1 ].keyframes[ 0 ].height ).toBe( '0px' );
		expect( menu.sub.classList.contains( CLOSING_CLASS ) ).toBe( false );

		window.matchMedia = ( () => ( { matches: true } ) ) as never;
		slideSubmenu( menu.sub, true );
		expect( calls ).toHaveLength( 2 );
	} );
} );
