import { OPEN_CLASS, setupDialog } from '../dialog';

function page() {
	document.body.innerHTML = `
		<header><a href="#x">Home</a>
			<div class="root"><button class="open">More</button>
				<div class="dialog" data-label="Panel" hidden>
					<div class="overlay"></div>
					<div class="panel"><button class="close">Close</button><a href="#in">Inside</a></div>
				</div>
			</div>
		</header>
		<main><p>Text</p></main>`;
	const get = ( selector: string ) =>
		document.querySelector( selector ) as HTMLElement;
	return {
		opener: get( '.open' ) as HTMLButtonElement,
		panel: get( '.dialog' ),
		overlay: get( '.overlay' ),
		close: get( '.close' ),
		main: get( 'main' ),
		get,
	};
}

describe( 'SE-1 SP-1 the shared modal dialog', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
		window.requestAnimationFrame = ( callback ) => {
			callback( 0 );
			return 0;
		};
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'SP-1 opens named, focuses inside, makes the page inert, and the overlay closes it with focus back', () => {
		const parts = page();
		setupDialog( {
			opener: parts.opener,
			panel: parts.panel,
			closers: [ parts.close, parts.overlay ],
			durationMs: 300,
			durationProperty: '--fade',
		} );
		expect( parts.panel.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect( parts.panel.getAttribute( 'aria-label' ) ).toBe( 'Panel' );
		expect( parts.panel.style.getPropertyValue( '--fade' ) ).toBe(
			'300ms'
		);
		parts.opener.click();
		expect( parts.panel.hidden ).toBe( false );
		expect( parts.panel.classList.contains( OPEN_CLASS ) ).toBe( true );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.close );
		expect( parts.main.inert ).toBe( true );
		expect( parts.get( 'a[href="#x"]' ).inert ).toBe( true );
		expect( parts.opener.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		parts.overlay.click();
		expect( parts.main.inert ).toBe( false );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.opener );
		expect( parts.panel.hidden ).toBe( false );
		jest.advanceTimersByTime( 299 );
		expect( parts.panel.hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( parts.panel.hidden ).toBe( true );
	} );

	it( 'SE-1 SP-1 Escape closes, Tab wraps from the last to the first, and reduced motion hides at once', () => {
		window.matchMedia = ( () => ( { matches: true } ) ) as never;
		const parts = page();
		setupDialog( {
			opener: parts.opener,
			panel: parts.panel,
			closers: [ parts.close ],
			durationMs: 600,
			durationProperty: '--fade',
			initialFocus: 'a',
		} );
		expect( parts.panel.style.getPropertyValue( '--fade' ) ).toBe( '0ms' );
		parts.opener.click();
		const inside = parts.get( 'a[href="#in"]' );
		expect( parts.opener.ownerDocument.activeElement ).toBe( inside );
		const tab = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		inside.dispatchEvent( tab );
		expect( tab.defaultPrevented ).toBe( true );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.close );
		parts.close.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		jest.advanceTimersByTime( 0 );
		expect( parts.panel.hidden ).toBe( true );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.opener );
	} );
} );
