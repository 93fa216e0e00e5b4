/**
 * Settings → Vitrine, the one option every feature extends. Serial, and in its own project that
 * runs before the block specs and the attack suite (beside the tests that boot sites of their own),
 * because it changes site-wide behaviour; each test puts back what it changed.
 */
import { BASE_URL } from '../env';
import { expect, openGuardedPage, test } from '../fixtures';

test.describe.configure( { mode: 'serial' } );

test.describe( 'Settings → Vitrine', () => {
	test( 'ST-3 turning scroll animations off reaches the front end; bars then never animate nor load their view', async ( {
		visitorUtils,
		admin,
		page,
		visitor,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Scroll animations',
		} );
		await expect( toggle ).toBeChecked();
		await toggle.uncheck();
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Scroll animations' } )
		).not.toBeChecked();

		const views: string[] = [];
		visitor.on( 'request', ( request ) => {
			if ( /\/progress-bars\/view\.js/.test( request.url() ) ) {
				views.push( request.url() );
			}
		} );
		await visitor.goto( '/demo/progress-bars/' );
		await expect( visitor.locator( 'body' ) ).toHaveClass(
			/vitrine-no-animations/
		);
		await visitorUtils.scrollThrough( visitor );
		const below = visitor.locator( '.vitrine-progress-bars__fill' ).last();
		await below.scrollIntoViewIfNeeded();
		await visitor.waitForTimeout( 300 );
		await expect( below ).toHaveAttribute( 'style', /width:64%/ );
		// Nothing left to do for their view: the islands manifest leaves it out.
		expect( views ).toEqual( [] );
	} );

	test( 'the option is in the REST API with its schema, and bad values are refused', async ( {
		requestUtils,
	} ) => {
		const settings = await requestUtils.rest( { path: '/wp/v2/settings' } );
		expect( settings.vitrine_settings ).toEqual( {
			animations: false,
			color_mode: 'light',
			skin: 'classic',
			mobile_menu: true,
			mobile_menu_breakpoint: 991,
			shop_scripts: 'woocommerce',
			preloader: false,
		} );

		await expect(
			requestUtils.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { vitrine_settings: { animations: 'sometimes' } },
			} )
		).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			data: {
				params: {
					vitrine_settings: expect.stringContaining( 'animations' ),
				},
			},
		} );

		// A partial update changes only what it names (it used to reset the rest to defaults).
		const restored = await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { animations: true } },
		} );
		expect( restored.vitrine_settings ).toEqual( {
			...settings.vitrine_settings,
			animations: true,
		} );
	} );

	test( 'two administrators saving different settings at the same instant keep both changes', async ( {
		requestUtils,
	} ) => {
		const save = ( settings: Record< string, unknown > ) =>
			requestUtils.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { vitrine_settings: settings },
			} );
		const before = (
			await requestUtils.rest( { path: '/wp/v2/settings' } )
		).vitrine_settings;
		// Each round, two saves of different fields leave the server together.
		for ( const [ preloader, colorMode ] of [
			[ true, 'dark' ],
			[ false, 'system' ],
			[ true, 'light' ],
			[ false, 'dark' ],
			[ true, 'system' ],
			[ false, 'light' ],
		] as const ) {
			await Promise.all( [
				save( { preloader } ),
				save( { color_mode: colorMode } ),
			] );
			const after = (
				await requestUtils.rest( { path: '/wp/v2/settings' } )
			).vitrine_settings;
			expect( after ).toEqual( {
				...before,
				preloader,
				color_mode: colorMode,
			} );
		}
		await save( before );
	} );
} );

test.describe( 'colour mode default', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				vitrine_settings: { animations: true, color_mode: 'light' },
			},
		} );
	} );

	test( 'CM-1 CM-5 a dark default makes pages dark; only the dark-default cookie can change that; "system" follows the visitor', async ( {
		browser,
		requestUtils,
	} ) => {
		const setDefault = ( mode: string ) =>
			requestUtils.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: {
					vitrine_settings: { animations: true, color_mode: mode },
				},
			} );
		const bodyClass = async (
			cookies: Array< { name: string; value: string } >,
			colorScheme: 'light' | 'dark' = 'light'
		) => {
			const opened = await openGuardedPage( browser, { colorScheme } );
			await opened.page
				.context()
				.addCookies(
					cookies.map( ( c ) => ( { ...c, url: BASE_URL } ) )
				);
			await opened.page.goto( '/demo/color-mode/' );
			const meta = await opened.page
				.locator( 'meta[name="theme-style-mode"]' )
				.getAttribute( 'content' );
			const classes = await opened.page
				.locator( 'body' )
				.getAttribute( 'class' );
			await opened.close();
			return `${ meta } ${ /active-dark-mode/.test( classes! ) ? 'dark' : 'light' }`;
		};

		await setDefault( 'dark' );
		expect( await bodyClass( [] ) ).toBe( '1 dark' );
		// A choice made under the light default is forgotten.
		expect(
			await bodyClass( [
				{ name: 'client_light_mode_style_cookie', value: 'light' },
			] )
		).toBe( '1 dark' );
		expect(
			await bodyClass( [
				{ name: 'client_dark_mode_style_cookie', value: 'light' },
			] )
		).toBe( '1 light' );

		await setDefault( 'system' );
		expect( await bodyClass( [], 'dark' ) ).toBe( '0 dark' );
		expect( await bodyClass( [], 'light' ) ).toBe( '0 light' );
		expect(
			await bodyClass(
				[ { name: 'client_light_mode_style_cookie', value: 'light' } ],
				'dark'
			)
		).toBe( '0 light' );
	} );
} );

test.describe( 'preloader', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { animations: true, preloader: true } },
		} );
	} );
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { animations: true, preloader: false } },
		} );
	} );

	test( 'PL-1 covers the page until 500 ms after load, then fades; never without JavaScript', async ( {
		browser,
	} ) => {
		const opened = await openGuardedPage( browser );
		const preloader = opened.page.locator( '.vitrine-preloader' );
		// Both moments on the page's own clock: when the cover leaves the DOM, and the load event.
		await opened.page.addInitScript( () => {
			new MutationObserver( ( _records, observer ) => {
				if (
					document.body &&
					! document.querySelector( '.vitrine-preloader' ) &&
					performance.getEntriesByType( 'navigation' ).length
				) {
					const [ navigation ] = performance.getEntriesByType(
						'navigation'
					) as PerformanceNavigationTiming[];
					if ( navigation.loadEventStart > 0 ) {
						( window as unknown as { gone: number } ).gone =
							performance.now() - navigation.loadEventStart;
						observer.disconnect();
					}
				}
			} ).observe( document, { childList: true, subtree: true } );
		} );
		await opened.page.goto( '/demo/counter/', { waitUntil: 'commit' } );
		await expect( preloader ).toBeVisible();
		await expect( preloader ).toHaveCount( 0, { timeout: 5000 } );
		const gone = await opened.page.evaluate(
			() => ( window as unknown as { gone: number } ).gone
		);
		// 500 ms delay + 500 ms fade after load (a frame early at most), and well before 3 s.
		expect( gone ).toBeGreaterThan( 950 );
		expect( gone ).toBeLessThan( 3000 );
		await opened.close();

		const noScript = await openGuardedPage( browser, {
			javaScriptEnabled: false,
		} );
		await noScript.page.goto( '/demo/counter/' );
		await expect(
			noScript.page.locator( '.vitrine-preloader' )
		).toBeHidden();
		await expect(
			noScript.page.locator( '.wp-block-vitrine-counter' ).first()
		).toBeVisible();
		await noScript.close();
	} );

	test( 'PL-1 gives up after 3 s when the page never finishes loading', async ( {
		browser,
	} ) => {
		const opened = await openGuardedPage( browser, {}, [
			'Failed to load resource',
		] );
		// An image that never arrives keeps the load event from firing.
		await opened.page.route( /\.(jpe?g|svg)(\?|$)/, () => undefined );
		const start = Date.now();
		await opened.page.goto( '/demo/portfolio/', {
			waitUntil: 'domcontentloaded',
		} );
		await expect( opened.page.locator( '.vitrine-preloader' ) ).toHaveCount(
			0,
			{ timeout: 6000 }
		);
		const gone = Date.now() - start;
		expect( gone ).toBeGreaterThan( 2500 );
		expect( gone ).toBeLessThan( 5000 );
		expect(
			await opened.page.evaluate( () => document.readyState )
		).not.toBe( 'complete' );
		await opened.page.unrouteAll( { behavior: 'ignoreErrors' } );
		await opened.page.context().close();
	} );
} );

test.describe( 'no default skin, mobile menu off', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { skin: 'none', mobile_menu: false } },
		} );
	} );
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { vitrine_settings: { skin: 'classic', mobile_menu: true } },
		} );
	} );

	test( 'SW-2 without a default skin stylesheet the switcher is jssError error level0 and hidden; no skin loads', async ( {
		visitor,
	} ) => {
		await visitor.goto( '/demo/style-switcher/' );
		const list = visitor.locator( '.vitrine-style-switcher' ).first();
		await expect( list ).toHaveClass( /\bjssError error level0\b/ );
		await expect( list ).toBeHidden();
		await expect( visitor.locator( '#vitrine-skin-css' ) ).toHaveCount( 0 );
	} );

	test( 'SW-2 the editor says why visitors see no switcher while the site has no default skin', async ( {
		editorUtils,
		admin,
		editor,
	} ) => {
		await admin.createNewPost( { title: 'Switcher without a skin' } );
		await editorUtils.insertFromInserter( 'Style switcher' );
		await expect(
			editor.canvas.getByText(
				'The site has no default skin, so visitors do not see this switcher.',
				{ exact: false }
			)
		).toBeVisible();
	} );

	test( 'MM-1 with the setting off, the Navigation block keeps WordPress’s own 600 px breakpoint', async ( {
		visitor,
	} ) => {
		await visitor.setViewportSize( { width: 800, height: 800 } );
		await visitor.goto( '/demo/header/' );
		const nav = visitor.locator( 'nav[aria-label="Demo header menu"]' );
		await expect( nav ).not.toHaveClass( /vitrine-mobile-menu/ );
		await expect(
			nav.getByRole( 'link', { name: 'Portfolio' } )
		).toBeVisible();
	} );
} );

test.describe( 'shop scripts', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				vitrine_settings: {
					skin: 'classic',
					shop_scripts: 'woocommerce',
				},
			},
		} );
	} );

	test( "WC-1 WC-8 choosing \"Use Vitrine's\" on the settings page puts Vitrine's module under WooCommerce's handle", async ( {
		admin,
		page,
		visitor,
	} ) => {
		test.skip( ! process.env.VITRINE_E2E_SHOP, 'WooCommerce unavailable' );
		// The real store, with WooCommerce on for this visitor (the test site's switch).
		await visitor.context().addCookies( [
			{ name: 'vitrine_test_woocommerce', value: 'on', url: BASE_URL },
			{ name: 'vitrine_test_theme', value: 'storefront', url: BASE_URL },
		] );
		await visitor.goto( '/shop/' );
		await expect(
			visitor.locator( 'script#woocommerce-js' )
		).toHaveAttribute( 'src', /frontend\/woocommerce(\.min)?\.js/ );

		await admin.visitAdminPage( 'options-general.php', 'page=vitrine' );
		await expect(
			page.getByRole( 'heading', { name: 'Shop (WooCommerce)' } )
		).toBeVisible();
		await page.getByLabel( 'Shop scripts' ).selectOption( 'vitrine' );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByLabel( 'Shop scripts' ) ).toHaveValue(
			'vitrine'
		);

		await visitor.goto( '/shop/' );
		await expect(
			visitor.locator( 'script#woocommerce-js' )
		).toHaveAttribute( 'src', /build\/view\/shop-woocommerce\.js/ );
	} );
} );
