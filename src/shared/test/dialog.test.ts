/**
 * The logic around the platform's `<dialog>` (src/shared/dialog.ts): jsdom has no showModal(),
 * so a minimal one stands in (the open attribute and the close event). The top layer, the inert
 * page and Escape are the browser's, proven in Chromium by tests/e2e/specs/offcanvas.spec.ts and
 * search-overlay.spec.ts.
 */
import { CLOSING_CLASS, OPEN_CLASS, setupDialog } from '../dialog';

function page() {
	document.body.innerHTML = `
		<header><a href="#x">Home</a>
			<div class="root"><button class="open">More</button>
				<dialog class="dialog" aria-label="Panel">
					<div class="overlay"></div>
					<div class="panel"><button class="close">Close</button><a href="#in">Inside</a></div>
				</dialog>
			</div>
		</header>
		<main><p>Text</p></main>`;
	const get = ( selector: string ) =>
		document.querySelector( selector ) as HTMLElement;
	return {
		opener: get( '.open' ) as HTMLButtonElement,
		dialog: get( '.dialog' ) as HTMLDialogElement,
		overlay: get( '.overlay' ),
		close: get( '.close' ),
		get,
	};
}

const tabKey = () =>
	new KeyboardEvent( 'keydown', {
		key: 'Tab',
		bubbles: true,
		cancelable: true,
	} );

describe( 'SE-1 SP-1 the shared modal dialog', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.matchMedia = ( () => ( { matches: false } ) ) as never;
		window.requestAnimationFrame = ( callback ) => {
			callback( 0 );
			return 0;
		};
		// What the platform does that this module relies on: focus to the first focusable
		// element on showModal(), and a close event on close().
		const proto = HTMLDialogElement.prototype as HTMLDialogElement;
		proto.showModal = function ( this: HTMLDialogElement ) {
			this.setAttribute( 'open', '' );
			this.querySelector< HTMLElement >( 'button, a[href]' )?.focus();
		};
		proto.close = function ( this: HTMLDialogElement ) {
			if ( this.hasAttribute( 'open' ) ) {
				this.removeAttribute( 'open' );
				this.dispatchEvent( new Event( 'close' ) );
			}
		};
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'SP-1 opens with the opener expanded, fades in, and the overlay closes it with a fade out and focus back', () => {
		const parts = page();
		setupDialog( {
			opener: parts.opener,
			dialog: parts.dialog,
			closers: [ parts.close, parts.overlay ],
			durationMs: 300,
			durationProperty: '--fade',
		} );
		expect( parts.dialog.style.getPropertyValue( '--fade' ) ).toBe(
			'300ms'
		);
		parts.opener.click();
		expect( parts.dialog.open ).toBe( true );
		expect( parts.dialog.classList.contains( OPEN_CLASS ) ).toBe( true );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.close );
		expect( parts.opener.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		// A second click on the opener (it is behind the dialog only once it paints) opens nothing twice.
		parts.opener.click();
		expect( parts.dialog.open ).toBe( true );

		parts.overlay.click();
		expect( parts.dialog.open ).toBe( false );
		expect( parts.opener.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.opener );
		expect( parts.dialog.classList.contains( OPEN_CLASS ) ).toBe( false );
		expect( parts.dialog.classList.contains( CLOSING_CLASS ) ).toBe( true );
		jest.advanceTimersByTime( 299 );
		expect( parts.dialog.classList.contains( CLOSING_CLASS ) ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( parts.dialog.classList.contains( CLOSING_CLASS ) ).toBe(
			false
		);
	} );

	it( 'SE-1 SP-1 focus goes where asked, Tab wraps from the last to the first, a close from elsewhere tidies up, and reduced motion ends the fade at once', () => {
		window.matchMedia = ( () => ( { matches: true } ) ) as never;
		const parts = page();
		setupDialog( {
			opener: parts.opener,
			dialog: parts.dialog,
			closers: [ parts.close ],
			durationMs: 600,
			durationProperty: '--fade',
			initialFocus: 'a',
		} );
		expect( parts.dialog.style.getPropertyValue( '--fade' ) ).toBe( '0ms' );
		parts.opener.click();
		const inside = parts.get( 'a[href="#in"]' );
		expect( parts.opener.ownerDocument.activeElement ).toBe( inside );
		const tab = tabKey();
		inside.dispatchEvent( tab );
		expect( tab.defaultPrevented ).toBe( true );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.close );
		// A close from elsewhere (a script calling close()).
		parts.dialog.close();
		expect( parts.opener.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( parts.opener.ownerDocument.activeElement ).toBe( parts.opener );
		jest.advanceTimersByTime( 0 );
		expect( parts.dialog.classList.contains( CLOSING_CLASS ) ).toBe(
			false
		);
		// Once closed, Tab is the page's again.
		const later = tabKey();
		inside.dispatchEvent( later );
		expect( later.defaultPrevented ).toBe( false );
	} );

	it( 'SE-1 SP-1 Escape closes the dialog from any field inside it, before the field’s own handling (in WebKit a search field clears itself and the dialog never hears it)', () => {
		const parts = page();
		parts.dialog.insertAdjacentHTML(
			'beforeend',
			'<input type="search" value="shoes"><input type="text">'
		);
		setupDialog( {
			opener: parts.opener,
			dialog: parts.dialog,
			closers: [ parts.close ],
			durationMs: 0,
			durationProperty: '--fade',
			initialFocus: 'input[type="search"]',
		} );
		const escape = () =>
			new KeyboardEvent( 'keydown', {
				key: 'Escape',
				bubbles: true,
				cancelable: true,
			} );
		for ( const selector of [
			'input[type="search"]',
			'input[type="text"]',
			'a[href="#in"]',
		] ) {
			parts.opener.click();
			const field = parts.get( selector ) as HTMLInputElement;
			field.focus();
			// The field's own handling, as WebKit's search field does: it clears itself and the
			// key goes no further, unless something before it took the key.
			const fieldKeys = ( event: KeyboardEvent ) => {
				if ( ! event.defaultPrevented ) {
					field.value = '';
					event.stopPropagation();
				}
			};
			field.addEventListener( 'keydown', fieldKeys );
			const key = escape();
			field.dispatchEvent( key );
			field.removeEventListener( 'keydown', fieldKeys );
			expect( [ selector, parts.dialog.open ] ).toEqual( [
				selector,
				false,
			] );
			expect( key.defaultPrevented ).toBe( true );
			expect( parts.opener.ownerDocument.activeElement ).toBe(
				parts.opener
			);
		}
		expect(
			( parts.get( 'input[type="search"]' ) as HTMLInputElement ).value
		).toBe( 'shoes' );
		// Closed, Escape is the page's again.
		const later = escape();
		parts.get( 'a[href="#in"]' ).dispatchEvent( later );
		expect( later.defaultPrevented ).toBe( false );
	} );
} );
