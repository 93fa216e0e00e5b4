/**
 * WebKit, as Safari's engine reaches this machine: Debian's WebKitGTK MiniBrowser, driven by
 * WebKitWebDriver over classic WebDriver (W3C), on a virtual display of its own (Xvfb). Playwright
 * drives only its own WebKit build, which an offline machine cannot download, and
 * WebKitWebDriver 2.50 offers no WebDriver BiDi, so this speaks the few WebDriver commands the
 * cross-engine specs need (tests/e2e/engine-page.ts), over HTTP, with no client library.
 */
const { spawn } = require( 'child_process' );
const { existsSync } = require( 'fs' );
const { createServer } = require( 'net' );

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB = '/usr/bin/Xvfb';

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const KEYS = {
	Enter: '\uE007',
	Escape: '\uE00C',
	Tab: '\uE004',
	ArrowLeft: '\uE012',
	ArrowRight: '\uE014',
	Space: ' ',
};

const hasWebKit = () =>
	[ DRIVER, MINIBROWSER, XVFB ].every( ( file ) => existsSync( file ) );

const sleep = ( ms ) => new Promise( ( done ) => setTimeout( done, ms ) );

/**
 * Starts a process and stops it when this one exits.
 *
 * @param {string}   program The program.
 * @param {string[]} args    Its arguments.
 * @param {Object}   env     Its environment.
 */
function startProcess( program, args, env = process.env ) {
	const child = spawn( program, args, { env, stdio: 'ignore' } );
	const stop = () => child.kill( 'SIGTERM' );
	process.once( 'exit', stop );
	return { child, stop };
}

/**
 * Waits until a URL answers, or the process behind it has exited.
 *
 * @param {string} url   The URL.
 * @param {Object} child The process.
 */
async function answers( url, child ) {
	for ( let tries = 0; tries < 100; tries++ ) {
		if ( child.exitCode !== null ) {
			throw new Error( `${ url }: its process exited` );
		}
		try {
			await fetch( url );
			return;
		} catch {
			await sleep( 100 );
		}
	}
	throw new Error( `${ url } did not answer` );
}

/**
 * A port of the loopback that nothing listens on.
 */
function freePort() {
	return new Promise( ( done, fail ) => {
		const server = createServer();
		server.once( 'error', fail );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => done( port ) );
		} );
	} );
}

/**
 * A virtual display and WebKitWebDriver on it; `session()` opens MiniBrowser. Xvfb picks a free
 * display and the driver a free port, so two runs (or one left over) never share either.
 */
async function startWebKit() {
	const xvfb = spawn(
		XVFB,
		[
			'-displayfd',
			'3',
			'-screen',
			'0',
			'1280x1024x24',
			'-nolisten',
			'tcp',
		],
		{ stdio: [ 'ignore', 'ignore', 'ignore', 'pipe' ] }
	);
	const stopXvfb = () => xvfb.kill( 'SIGTERM' );
	process.once( 'exit', stopXvfb );
	const display = await new Promise( ( done, fail ) => {
		let said = '';
		xvfb.stdio[ 3 ].on( 'data', ( chunk ) => {
			said += chunk;
			if ( said.includes( '\n' ) ) {
				done( `:${ said.trim() }` );
			}
		} );
		xvfb.once( 'exit', () => fail( new Error( 'Xvfb exited' ) ) );
	} );
	const port = await freePort();
	const driver = startProcess( DRIVER, [ `--port=${ port }` ], {
		...process.env,
		DISPLAY: display,
	} );
	const base = `http://127.0.0.1:${ port }`;
	await answers( `${ base }/status`, driver.child );
	return {
		/**
		 * Opens MiniBrowser: a session of its own, with its own cookies.
		 *
		 * @param {{ width: number, height: number }} viewport The window's inner size.
		 */
		async session( viewport ) {
			const created = await command( base, 'POST', '/session', {
				capabilities: {
					alwaysMatch: {
						'webkitgtk:browserOptions': {
							binary: MINIBROWSER,
							args: [ '--automation' ],
						},
					},
				},
			} );
			const session = new WebDriverSession(
				`${ base }/session/${ created.sessionId }`
			);
			await session.resize( viewport );
			return session;
		},
		stop() {
			driver.stop();
			stopXvfb();
		},
	};
}

/**
 * One WebDriver command.
 *
 * @param {string} base   The driver or session URL.
 * @param {string} method GET, POST or DELETE.
 * @param {string} path   The command's path.
 * @param {Object} [body] Its parameters.
 */
async function command( base, method, path, body ) {
	const response = await fetch( `${ base }${ path }`, {
		method,
		headers: { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	const { value } = await response.json();
	if ( value && value.error ) {
		throw new Error(
			`WebDriver ${ path }: ${ value.error }: ${ value.message }`
		);
	}
	return value;
}

/** A MiniBrowser window, through WebKitWebDriver. */
class WebDriverSession {
	constructor( url ) {
		this.url = url;
	}

	send( method, path, body ) {
		return command( this.url, method, path, body );
	}

	goto( url ) {
		return this.send( 'POST', '/url', { url } );
	}

	/**
	 * Runs a function in the page and returns what it returns (awaited when it is a promise).
	 *
	 * @param {string} source A function's source.
	 * @param {Array}  args   Its arguments (JSON).
	 */
	execute( source, args = [] ) {
		return this.send( 'POST', '/execute/async', {
			script: `const done = arguments[ arguments.length - 1 ];
				Promise.resolve( ( ${ source } )( ...Array.prototype.slice.call( arguments, 0, -1 ) ) )
					.then( ( value ) => done( { value } ), ( error ) => done( { error: String( error && error.stack || error ) } ) );`,
			args,
		} ).then( ( result ) => {
			if ( result && result.error ) {
				throw new Error( `in the page: ${ result.error }` );
			}
			return result && result.value;
		} );
	}

	/**
	 * A click on the first element matching a selector, as a mouse gives it.
	 *
	 * @param {string} selector A CSS selector.
	 */
	async click( selector ) {
		const found = await this.send( 'POST', '/element', {
			using: 'css selector',
			value: selector,
		} );
		const id = Object.values( found )[ 0 ];
		await this.send( 'POST', `/element/${ id }/click`, {} );
	}

	/**
	 * A key pressed and released, wherever focus is.
	 *
	 * @param {string} key A key's name (KEYS) or a character.
	 */
	async press( key ) {
		const value = KEYS[ key ] ?? key;
		await this.send( 'POST', '/actions', {
			actions: [
				{
					type: 'key',
					id: 'keyboard',
					actions: [
						{ type: 'keyDown', value },
						{ type: 'keyUp', value },
					],
				},
			],
		} );
		await this.send( 'DELETE', '/actions' );
	}

	/**
	 * Text typed, wherever focus is.
	 *
	 * @param {string} text The text.
	 */
	async type( text ) {
		await this.send( 'POST', '/actions', {
			actions: [
				{
					type: 'key',
					id: 'keyboard',
					actions: [ ...text ].flatMap( ( value ) => [
						{ type: 'keyDown', value },
						{ type: 'keyUp', value },
					] ),
				},
			],
		} );
		await this.send( 'DELETE', '/actions' );
	}

	setCookie( cookie ) {
		return this.send( 'POST', '/cookie', { cookie } );
	}

	resize( { width, height } ) {
		return this.send( 'POST', '/window/rect', { width, height } );
	}

	close() {
		return this.send( 'DELETE', '' ).catch( () => undefined );
	}
}

module.exports = { hasWebKit, startWebKit };
