/**
 * Vitrine as a site that outgrew one server runs it (docs/scaling.md): Varnish in front, two PHP
 * application nodes (Debian's nginx and PHP-FPM with OPcache) serving the same WordPress 7.1,
 * WooCommerce 11 and Vitrine with the demo content, a Redis object cache beside them (Redis
 * Object Cache's drop-in), one MariaDB. Everything on loopback ports; every process is this
 * one's child and stops with it.
 *
 * Each piece can be stopped and started again (the faults of `npm run bench:scale`).
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import {
	copyFileSync,
	mkdirSync,
	openSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import sites from '../wp/sites.cjs';
import mariadbServer from '../wp/mariadb.cjs';
import resolver from '../wp/resolve.cjs';
import { ensurePackages } from './packages.mjs';

export const PORTS = {
	varnish: 8980,
	nodes: { a: 8981, b: 8982 },
	redis: 8984,
	mariadb: 8985,
	// Varnish's management interface (varnishadm), on loopback with a secret.
	varnishAdmin: 8986,
};

/** The site's own host: what a visitor's browser sends, whichever server answers. */
export const SITE_HOST = `127.0.0.1:${ PORTS.varnish }`;

const RUN = join( sites.ROOT, '.wp/scale' );
const SBIN = '/usr/sbin';
const BIN = '/usr/bin';

/**
 * Pages Varnish never caches: WooCommerce's per-visitor pages (the demo's block cart and checkout,
 * and its classic ones beside them, which a shop owner may make the store's), the admin, logins,
 * the APIs.
 */
export const PASSED_PATHS = [
	'/cart',
	'/checkout',
	'/classic-cart',
	'/classic-checkout',
	'/my-account',
	'/wp-admin',
	'/wp-login.php',
	'/wp-json',
	'/wp-cron.php',
	'/xmlrpc.php',
];

/** Cookies that make a request someone's own: logged in, a cart, a session, a protected post. */
export const PASSED_COOKIES = [
	'wordpress_logged_in_',
	'wordpress_sec_',
	'wp-postpass_',
	'woocommerce_items_in_cart',
	'woocommerce_cart_hash',
	'wp_woocommerce_session_',
	'comment_author_',
];

const escapeRegex = ( text ) => text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * Whether Varnish passes a page to a node (the VCL's own test, on a path).
 *
 * @param {string} path A page's path.
 */
export const isPassed = ( path ) =>
	PASSED_PATHS.some( ( passed ) => path.startsWith( passed ) );

/**
 * Varnish's VCL: the rules hosts use for WordPress and WooCommerce (docs/scaling.md), two nodes
 * in turn, each checked every two seconds through WordPress itself.
 */
export function vcl() {
	const paths = PASSED_PATHS.map( escapeRegex ).join( '|' );
	const cookies = PASSED_COOKIES.map( escapeRegex ).join( '|' );
	const backend = ( name, port ) => `backend ${ name } {
	.host = "127.0.0.1";
	.port = "${ port }";
	.connect_timeout = 2s;
	.first_byte_timeout = 60s;
	.probe = {
		.request = "GET /robots.txt HTTP/1.1" "Host: ${ SITE_HOST }" "Connection: close";
		.interval = 2s;
		.timeout = 10s;
		.window = 5;
		.threshold = 3;
	}
}`;
	return `vcl 4.1;
import directors;

${ backend( 'node_a', PORTS.nodes.a ) }

${ backend( 'node_b', PORTS.nodes.b ) }

sub vcl_init {
	new nodes = directors.round_robin();
	nodes.add_backend( node_a );
	nodes.add_backend( node_b );
}

sub vcl_recv {
	set req.backend_hint = nodes.backend();
	if ( req.http.X-Scale-Bypass ) {
		return ( pass );
	}
	if ( req.method != "GET" && req.method != "HEAD" ) {
		return ( pass );
	}
	if ( req.url ~ "^(${ paths })(/|\\?|$)" || req.url ~ "[?&](add-to-cart|wc-ajax|preview|s)=" ) {
		return ( pass );
	}
	if ( req.http.Cookie ~ "(^|;\\s*)(${ cookies })" ) {
		return ( pass );
	}
	# Every other cookie (colour mode, kept skin, analytics) changes nothing in the HTML (CM-6).
	unset req.http.Cookie;
	return ( hash );
}

sub vcl_backend_response {
	if ( bereq.uncacheable ) {
		return ( deliver );
	}
	# A response that sets a cookie belongs to one visitor: never stored.
	if ( beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "private|no-store" ) {
		set beresp.uncacheable = true;
		set beresp.ttl = 120s;
		return ( deliver );
	}
	if ( beresp.status == 200 || beresp.status == 301 || beresp.status == 404 ) {
		set beresp.ttl = 10m;
		set beresp.grace = 1h;
	}
}

# A node that cannot be reached (stopped, before the probe has noticed) costs a visitor nothing:
# the same request goes once to the other node. Only a GET or HEAD: a form that may have reached
# PHP (an order) is never sent twice.
sub vcl_backend_error {
	if ( bereq.retries < 1 && ( bereq.method == "GET" || bereq.method == "HEAD" ) ) {
		set bereq.http.X-Scale-Failed = beresp.backend.name;
		return ( retry );
	}
}

sub vcl_backend_fetch {
	if ( bereq.retries > 0 ) {
		if ( bereq.http.X-Scale-Failed == "node_a" ) {
			set bereq.backend = node_b;
		} else {
			set bereq.backend = node_a;
		}
		unset bereq.http.X-Scale-Failed;
	}
}

sub vcl_deliver {
	if ( obj.hits > 0 ) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}
`;
}

/**
 * One node's PHP-FPM pool: OPcache on, a few workers (two nodes share two cores here).
 *
 * @param {string} name The node.
 */
function fpmConfig( name ) {
	return `[global]
pid = ${ RUN }/fpm-${ name }.pid
error_log = ${ RUN }/fpm-${ name }.log
daemonize = no

[node-${ name }]
listen = ${ RUN }/fpm-${ name }.sock
pm = static
pm.max_children = 4
catch_workers_output = yes
clear_env = no
php_admin_value[opcache.enable] = 1
php_admin_value[opcache.validate_timestamps] = 1
php_admin_value[opcache.revalidate_freq] = 2
php_admin_value[memory_limit] = 256M
php_admin_value[error_log] = ${ RUN }/php-${ name }.log
`;
}

/**
 * One node's nginx: WordPress's usual server block, PHP through the node's own pool.
 *
 * @param {string} name    The node.
 * @param {string} siteDir The site.
 */
function nginxConfig( name, siteDir ) {
	const temp = join( RUN, `nginx-${ name }` );
	return `user root;
worker_processes 1;
pid ${ RUN }/nginx-${ name }.pid;
error_log ${ RUN }/nginx-${ name }.error.log warn;
daemon off;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log off;
	sendfile on;
	keepalive_timeout 30;
	client_body_temp_path ${ temp }/body;
	fastcgi_temp_path ${ temp }/fastcgi;
	proxy_temp_path ${ temp }/proxy;
	uwsgi_temp_path ${ temp }/uwsgi;
	scgi_temp_path ${ temp }/scgi;
	server {
		listen 127.0.0.1:${ PORTS.nodes[ name ] };
		root ${ siteDir };
		index index.php;
		add_header X-Scale-Node ${ name } always;
		location / {
			try_files $uri $uri/ /index.php?$args;
		}
		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's fastcgi_params pass the host without its port; this node serves one site,
			# whose address is the page cache's.
			fastcgi_param HTTP_HOST ${ SITE_HOST };
			fastcgi_pass unix:${ RUN }/fpm-${ name }.sock;
		}
	}
}
`;
}

/**
 * A long-running child in its own process group, its output in a log file.
 *
 * @param {string}   command The program.
 * @param {string[]} args    Its arguments.
 * @param {string}   log     Where its output goes.
 */
function daemon( command, args, log ) {
	const out = openSync( log, 'a' );
	return spawn( command, args, {
		stdio: [ 'ignore', out, out ],
		detached: true,
	} );
}

/**
 * Polls `check` every 200 ms until it returns true (or throws when `timeoutMs` runs out, with what
 * it last returned or threw).
 *
 * @param {string}             what      What is waited for, for the message.
 * @param {() => Promise<*>|*} check     True when ready; anything else says why not.
 * @param {number}             timeoutMs How long at most.
 */
export async function waitFor( what, check, timeoutMs = 30_000 ) {
	const deadline = Date.now() + timeoutMs;
	let last = 'no answer';
	for (;;) {
		try {
			const answer = await check();
			if ( answer === true ) {
				return;
			}
			last = String( answer );
		} catch ( error ) {
			last = error.message;
		}
		if ( Date.now() > deadline ) {
			throw new Error(
				`${ what } did not start within ${ timeoutMs } ms (${ last }); see ${ RUN }`
			);
		}
		await new Promise( ( done ) => setTimeout( done, 200 ) );
	}
}

/**
 * One request as a visitor of the site sends it, to Varnish or straight to a node: the site's own
 * host in `Host`, whatever the port (fetch() cannot set that header).
 *
 * @param {string}     url               Where to send it.
 * @param {Object}     [options]
 * @param {string}     [options.method]  GET unless told (a form is a POST).
 * @param {Object}     [options.headers] More headers (a visitor's cookies).
 * @param {string}     [options.body]    A form or JSON, sent as given.
 * @param {http.Agent} [options.agent]   Connections to reuse (a load run's).
 * @return {Promise<{status: number, headers: Object, body: string}>} The answer.
 */
export function send(
	url,
	{ method = 'GET', headers = {}, body, agent } = {}
) {
	return new Promise( ( done, fail ) => {
		const sent = http.request(
			url,
			{
				method,
				agent,
				headers: {
					host: SITE_HOST,
					...( body === undefined
						? {}
						: { 'content-length': Buffer.byteLength( body ) } ),
					...headers,
				},
				timeout: 60_000,
			},
			( response ) => {
				const chunks = [];
				response.on( 'data', ( chunk ) => chunks.push( chunk ) );
				response.on( 'end', () =>
					done( {
						status: response.statusCode,
						headers: response.headers,
						// Decoded when read: a load run only counts answers.
						get body() {
							return Buffer.concat( chunks ).toString( 'utf8' );
						},
					} )
				);
				response.on( 'error', fail );
			}
		);
		sent.on( 'timeout', () => sent.destroy( new Error( 'timed out' ) ) );
		sent.on( 'error', fail );
		sent.end( body );
	} );
}

/**
 * One GET (see send()).
 *
 * @param {string}     url       Where to send it.
 * @param {Object}     [headers] More headers.
 * @param {http.Agent} [agent]   Connections to reuse.
 */
export const request = ( url, headers = {}, agent = undefined ) =>
	send( url, { headers, agent } );

const answers =
	( port, path = '/robots.txt' ) =>
	async () => {
		const { status, headers } = await request(
			`http://127.0.0.1:${ port }${ path }`
		);
		return status === 200 || `HTTP ${ status } ${ headers.location }`;
	};

function kill( child, signal = 'SIGTERM' ) {
	if ( child && child.exitCode === null ) {
		try {
			process.kill( -child.pid, signal );
		} catch {
			// Already gone.
		}
	}
	return new Promise( ( done ) =>
		! child || child.exitCode !== null ? done() : child.once( 'exit', done )
	);
}

/**
 * Starts the whole setup: installs what is missing, makes the site (MariaDB, WooCommerce, the
 * demo, the object cache), then Redis, both nodes and Varnish.
 *
 * @param {Object}                 [options]
 * @param {(line: string) => void} [options.log] Progress lines.
 */
export async function startTopology( { log = () => {} } = {} ) {
	ensurePackages( log );
	// Before anything starts: a missing package says so in one line.
	const redisCache = resolver.resolvePackage( 'redisCache' );
	rmSync( RUN, { recursive: true, force: true } );
	mkdirSync( RUN, { recursive: true } );
	const children = {};
	// Whatever happens next, nothing this started outlives it.
	process.once( 'exit', () => {
		for ( const child of Object.values( children ) ) {
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
		}
	} );

	const startRedis = async () => {
		children.redis = daemon(
			'redis-server',
			[
				'--port',
				String( PORTS.redis ),
				'--bind',
				'127.0.0.1',
				'--save',
				'',
				'--appendonly',
				'no',
				'--dir',
				RUN,
			],
			join( RUN, 'redis.log' )
		);
		await waitFor( 'Redis', () => {
			execFileSync(
				'redis-cli',
				[ '-p', String( PORTS.redis ), 'ping' ],
				{
					stdio: 'pipe',
				}
			);
			return true;
		} );
	};
	await startRedis();

	log(
		'Starting MariaDB and making the site (WordPress, WooCommerce, the demo)…'
	);
	const mariadb = await mariadbServer.startMariaDB( {
		name: 'scale',
		port: PORTS.mariadb,
	} );
	const site = sites.createNativeSite( {
		name: 'scale',
		port: PORTS.varnish,
		shop: true,
		mariadb,
		debug: false,
		extraConstants: {
			WP_REDIS_HOST: '127.0.0.1',
			WP_REDIS_PORT: PORTS.redis,
			WP_REDIS_TIMEOUT: 1,
			WP_REDIS_READ_TIMEOUT: 1,
			// Without it, Redis Object Cache answers every page with an error while Redis is down;
			// with it, WordPress carries on from the database (docs/scaling.md).
			WP_REDIS_GRACEFUL: true,
			WP_CACHE_KEY_SALT: 'vitrine-scale:',
		},
	} );
	// A password-protected post among the latest, and the cookie of a visitor who unlocked it:
	// pages must not vary with it (checks.mjs).
	site.protectedPost = JSON.parse(
		execFileSync(
			'php',
			[
				join( sites.ROOT, 'tools/wp/cli.php' ),
				'protected-post',
				site.siteDir,
			],
			{ encoding: 'utf8' }
		)
	);
	// What visitors' requests write to the options (deploy.mjs), on this site alone.
	copyFileSync(
		join( sites.ROOT, 'tools/scale/option-writes.php' ),
		join(
			site.siteDir,
			'wp-content/mu-plugins/vitrine-scale-option-writes.php'
		)
	);
	// Redis Object Cache: the plugin, and its drop-in where WordPress looks for it.
	symlinkSync(
		redisCache.dir,
		join( site.siteDir, 'wp-content/plugins/redis-cache' ),
		'dir'
	);
	copyFileSync(
		join( redisCache.dir, 'includes/object-cache.php' ),
		join( site.siteDir, 'wp-content/object-cache.php' )
	);

	const fpm = `${ SBIN }/php-fpm8.2`;
	const startNode = async ( name ) => {
		mkdirSync( join( RUN, `nginx-${ name }` ), { recursive: true } );
		writeFileSync( join( RUN, `fpm-${ name }.conf` ), fpmConfig( name ) );
		writeFileSync(
			join( RUN, `nginx-${ name }.conf` ),
			nginxConfig( name, site.siteDir )
		);
		// -R: CI runs as root, and PHP-FPM refuses root unless told so.
		children[ `fpm-${ name }` ] = daemon(
			fpm,
			[ '-F', '-R', '-y', join( RUN, `fpm-${ name }.conf` ) ],
			join( RUN, `fpm-${ name }.out` )
		);
		children[ `nginx-${ name }` ] = daemon(
			`${ SBIN }/nginx`,
			[ '-c', join( RUN, `nginx-${ name }.conf` ) ],
			join( RUN, `nginx-${ name }.out` )
		);
		await waitFor( `Node ${ name }`, answers( PORTS.nodes[ name ] ) );
	};
	// As a host stops a node (Debian's services do the same): its web server first, gracefully
	// (the requests it has finish, new ones find nothing to connect to and Varnish sends them to
	// the other node), then PHP, gracefully too. PHP first would leave nginx answering 502.
	const stopNode = async ( name ) => {
		await kill( children[ `nginx-${ name }` ], 'SIGQUIT' );
		await kill( children[ `fpm-${ name }` ], 'SIGQUIT' );
	};
	log( 'Starting the two PHP nodes (nginx and PHP-FPM)…' );
	await startNode( 'a' );
	await startNode( 'b' );

	log( 'Starting Varnish…' );
	writeFileSync( join( RUN, 'default.vcl' ), vcl() );
	const secret = join( RUN, 'varnish.secret' );
	writeFileSync( secret, randomBytes( 16 ).toString( 'hex' ), {
		mode: 0o600,
	} );
	// Where varnishd keeps its shared memory (varnishstat reads it), and how its management
	// interface is reached (varnishd listens there, varnishadm talks to it).
	const varnishDir = join( RUN, 'varnish' );
	const management = [
		'-T',
		`127.0.0.1:${ PORTS.varnishAdmin }`,
		'-S',
		secret,
	];
	children.varnish = daemon(
		`${ SBIN }/varnishd`,
		[
			'-F',
			'-a',
			`127.0.0.1:${ PORTS.varnish }`,
			'-f',
			join( RUN, 'default.vcl' ),
			'-n',
			varnishDir,
			'-s',
			'malloc,128m',
			...management,
			'-j',
			'none',
		],
		join( RUN, 'varnish.log' )
	);
	await waitFor( 'Varnish', answers( PORTS.varnish ) );

	// What a host does before a planned stop: Varnish stops sending the node new requests (its
	// health is set, not probed), and the node finishes those it has before it is stopped.
	const varnishadm = ( ...command ) =>
		execFileSync( `${ BIN }/varnishadm`, [ ...management, ...command ], {
			encoding: 'utf8',
		} );
	// Connections Varnish has in use to a node ("boot" is the VCL varnishd loaded at start).
	const inFlight = ( name ) => {
		const counter = `VBE.boot.node_${ name }.conn`;
		const { counters } = JSON.parse(
			execFileSync(
				`${ BIN }/varnishstat`,
				[ '-n', varnishDir, '-j', '-1', '-f', counter ],
				{ encoding: 'utf8' }
			)
		);
		return Number( counters?.[ counter ]?.value ?? 0 );
	};
	const drainNode = async ( name ) => {
		varnishadm( 'backend.set_health', `node_${ name }`, 'sick' );
		await waitFor( `Node ${ name }'s requests in Varnish to finish`, () => {
			const left = inFlight( name );
			return left === 0 || `${ left } in flight`;
		} );
	};
	const undrainNode = ( name ) =>
		varnishadm( 'backend.set_health', `node_${ name }`, 'auto' );

	const stop = async () => {
		await Promise.all(
			Object.values( children ).map( ( child ) => kill( child ) )
		);
		mariadb.stop();
	};
	return {
		site,
		url: `http://127.0.0.1:${ PORTS.varnish }`,
		nodes: Object.fromEntries(
			Object.entries( PORTS.nodes ).map( ( [ name, port ] ) => [
				name,
				`http://127.0.0.1:${ port }`,
			] )
		),
		startNode,
		stopNode,
		drainNode,
		undrainNode,
		// For a person's own varnishadm (npm run scale prints it).
		varnishadm: `varnishadm ${ management.join( ' ' ) }`,
		stopRedis: () => kill( children.redis ),
		startRedis,
		restartMariaDB: () => mariadb.restart(),
		stop,
	};
}
