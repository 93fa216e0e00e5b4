/**
 * Islands: the one small script that decides when each Vitrine view starts (printed inline at
 * the end of the page by includes/islands.php, after the JSON manifest it reads; the sequence
 * from served markup to React: docs/view-lifecycle.md).
 *
 * The saved markup is already the final state, so a view (and the React chain it needs) is only
 * fetched when it can change something:
 *
 * - `near`: the block comes near the viewport, never before the page's load event and its web
 *   fonts (a slider in view at load starts its autoplay then: after the frame that paints the
 *   text in its font, so no view's download competes with the page's largest paint; no timer,
 *   so a test's frozen clock cannot stop it);
 * - `appear`: the same, for blocks that only animate: never under reduced motion (nor with the
 *   site's animations off: the server leaves them out), where there is nothing to do;
 * - `interaction`: the first pointer, focus or key inside the block (or a URL fragment, which
 *   may address a block's state);
 * - `scroll`: the first scroll of the page.
 *
 * Focus, pointer and key inside any block start it too. A block whose small script answers its
 * controls (a slider's arrows, a countdown's pause) gets its first click at once, and so does a
 * block whose view answers none (one that starts on appear or scroll). Any other click that
 * arrives before its block's view is running (or while React hydrates it) is held and replayed
 * once the view has hydrated, so the first click or key always does what it says.
 */
import type { Island, IslandScript, Manifest } from './manifest';
import { ANSWERED, PENDING } from './states';

const doc = document;
// The manifest is found by what it is, not by where this script stands: optimisation plugins
// (Autoptimize's "aggregate inline JS", LiteSpeed's combine, Jetpack Boost's defer) move this
// script into a file of their own and leave the JSON in place. Only a script element matches
// (kses keeps every author's content free of them, so an element of the content with this id
// cannot stand in), and the page's last one is ours: it is printed after the content.
const manifest: Manifest = JSON.parse(
	Array.from(
		doc.querySelectorAll(
			'script#vitrine-islands[type="application/json"]'
		)
	).pop()?.textContent as string
);
const scripts: Record< string, Promise< unknown > > = {};
const started = new Map< Island, Promise< unknown > >();
// Islands whose views run: their clicks go straight to the view.
const live = new Set< Island >();

function addToHead( element: HTMLElement ): void {
	doc.head.append( element );
}

function runInline( code?: string ): void {
	if ( code ) {
		const script = doc.createElement( 'script' );
		script.text = code;
		addToHead( script );
	}
}

/**
 * Runs one registered script (its inline code around it) once, however many islands need it.
 * @param handle WordPress's handle.
 */
function run( handle: string ): Promise< unknown > {
	scripts[ handle ] ||= new Promise( ( done ) => {
		const [ src, before, after ]: IslandScript = manifest.s[ handle ];
		const finish = () => done( runInline( after ) );
		runInline( before );
		if ( ! src ) {
			return finish();
		}
		const script = doc.createElement( 'script' );
		script.src = src;
		script.onload = script.onerror = finish;
		addToHead( script );
	} );
	return scripts[ handle ];
}

/**
 * Starts an island: every script it needs downloads at once and runs in WordPress's order.
 * @param island The island.
 */
function start( island: Island ): Promise< unknown > {
	let chain = started.get( island );
	if ( ! chain ) {
		island[ 2 ].forEach( ( handle ) => {
			const src = manifest.s[ handle ][ 0 ];
			if ( src && ! scripts[ handle ] ) {
				const link = doc.createElement( 'link' );
				link.rel = 'preload';
				link.as = 'script';
				link.href = src;
				addToHead( link );
			}
		} );
		chain = island[ 2 ]
			.reduce< Promise< unknown > >(
				( previous, handle ) => previous.then( () => run( handle ) ),
				Promise.resolve()
			)
			.then( () => live.add( island ) );
		started.set( island, chain );
	}
	return chain;
}

/**
 * Every island around an element: blocks nest (a side panel inside a sticky header), and each
 * one's view must run for a click inside to mean what it says.
 * @param target The event's target.
 */
function islandsAt( target: EventTarget | null ): Island[] {
	return manifest.i.filter( ( island ) =>
		( target as Element )?.closest?.( island[ 0 ] )
	);
}

[ 'focusin', 'pointerdown', 'pointerover', 'keydown' ].forEach( ( type ) =>
	doc.addEventListener(
		type,
		( event ) => islandsAt( event.target ).forEach( start ),
		true
	)
);

doc.addEventListener(
	'click',
	( event ) => {
		const target = event.target as HTMLElement;
		// Islands whose block cannot answer the click yet: neither its small script (which
		// answers its controls until the view takes over: ./handover.ts) nor its view
		// (running, and committed: a click while React hydrates is replayed after).
		// Views that start on appear or scroll (a block's entrance, a sticky header) answer no
		// click: a menu's toggle inside a sticky header never waits for the sticky's script.
		const waiting = islandsAt( target ).filter( ( island ) => {
			const root = target.closest( island[ 0 ] ) as Element;
			return (
				! /appear|scroll/.test( island[ 1 ] ) &&
				! root.matches( ANSWERED ) &&
				( ! live.has( island ) || root.matches( PENDING ) )
			);
		} );
		// Plain links inside a slide keep working at once; controls wait for their views.
		if (
			! waiting[ 0 ] ||
			( ! waiting.some( ( island ) => island[ 1 ] === 'interaction' ) &&
				! target.closest( 'button' ) )
		) {
			waiting.forEach( start );
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		Promise.all( waiting.map( start ) ).then( () => {
			// React commits after its script ran: replay once no block around the target is
			// still hydrating (at once for views without React). Blocks elsewhere on the page
			// do not hold the click: one that hydrates late (or never, off screen) would.
			const replay = () => {
				if ( ! target.closest( PENDING ) ) {
					watcher.disconnect();
					// An SVG has no click() (Vitrine's icons in controls let the pointer through
					// to the control: their styles): never an error.
					target.click?.();
				}
			};
			const watcher = new MutationObserver( replay );
			watcher.observe( doc.body, { attributes: true, subtree: true } );
			replay();
		} );
	},
	true
);

function afterLoad(): void {
	// With the site's animations off, the server lists no `appear` island at all.
	const reduced = matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	const watched = new Map< Element, Island >();
	const observer = new IntersectionObserver(
		( entries ) =>
			entries.forEach( ( entry ) => {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					start( watched.get( entry.target ) as Island );
				}
			} ),
		{ rootMargin: '50% 0px' }
	);
	manifest.i.forEach( ( island ) => {
		const kind = island[ 1 ];
		if ( kind === 'near' || ( kind === 'appear' && ! reduced ) ) {
			doc.querySelectorAll( island[ 0 ] ).forEach( ( element ) => {
				watched.set( element, island );
				observer.observe( element );
			} );
		}
		if (
			( kind === 'scroll' && scrollY ) ||
			( kind === 'interaction' && location.hash[ 1 ] )
		) {
			start( island );
		} else if ( kind === 'scroll' ) {
			// A scroll cannot be cancelled (no `passive` to ask for), and an island starts once
			// however often start() is called.
			addEventListener( 'scroll', () => start( island ) );
		}
	} );
}

// Then one frame more: the frame that paints the text in its font is on screen before any view
// downloads (a request made before the page's largest paint is shown would count into it). An
// observer first reports after the next frame; no timer, which a test's frozen clock would hold.
const afterFonts = () =>
	doc.fonts.ready.then( () =>
		new IntersectionObserver( ( _entries, frame ) => {
			frame.disconnect();
			afterLoad();
		} ).observe( doc.body )
	);
if ( doc.readyState === 'complete' ) {
	afterFonts();
} else {
	// A window's load event fires once: no `once` to ask for.
	addEventListener( 'load', afterFonts );
}
