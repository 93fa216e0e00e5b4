<?php
/**
 * The local sites' tooling (none of it ships, but a developer's demo on a shared network is still a
 * server): PHP's built-in server runs and serves only what is inside the site (tools/wp/router.php),
 * for the site's own host, refuses another page's writes and, under the plugin's link, anything
 * the plugin does not ship (tools/wp/router-guard.php); the demo's autologin logs in only a page
 * the developer opens, and `?vitrine=off` works on the benchmark's site alone
 * (tools/wp/mu-plugins/vitrine-local.php).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__, 2 ) . '/tools/wp/router-path.php';
require_once dirname( __DIR__, 2 ) . '/tools/wp/router-guard.php';

final class LocalToolsTest extends TestCase {

	/** Servers started by a test, stopped after it. */
	private array $servers = array();

	protected function tearDown(): void {
		foreach ( $this->servers as $server ) {
			proc_terminate( $server );
			proc_close( $server );
		}
		$this->servers = array();
	}

	/**
	 * Serves a folder with PHP's built-in server and the local sites' router.
	 *
	 * @param string $root The document root.
	 * @param int    $port The port.
	 */
	private function serve( string $root, int $port ): void {
		$server          = proc_open(
			array( PHP_BINARY, '-S', "127.0.0.1:{$port}", '-t', $root, dirname( __DIR__, 2 ) . '/tools/wp/router.php' ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		$this->servers[] = $server;
		for ( $tries = 0; $tries < 100; $tries++ ) {
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Refused until the server listens.
			if ( $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
				return;
			}
			usleep( 50000 );
		}
		$this->fail( "The server on port {$port} did not start" );
	}

	/**
	 * Sends a GET with its path exactly as given (as `curl --path-as-is` does) and returns the
	 * whole response.
	 *
	 * @param int    $port The port.
	 * @param string $path The request's path.
	 */
	private function get( int $port, string $path, string $headers = '', string $method = 'GET' ): string {
		$socket = fsockopen( '127.0.0.1', $port );
		$host   = false === stripos( $headers, 'Host:' ) ? "Host: 127.0.0.1:{$port}\r\n" : '';
		fwrite( $socket, "{$method} {$path} HTTP/1.0\r\n{$host}{$headers}\r\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		$response = (string) stream_get_contents( $socket );
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return $response;
	}

	public function test_the_router_resolves_paths_inside_the_site_only(): void {
		$this->assertSame( '/site', vitrine_router_path( '/site', '/' ) );
		$this->assertSame( '/site/wp-admin', vitrine_router_path( '/site/', '/wp-admin/?x=1' ) );
		$this->assertSame( '/site/wp-content/plugins/vitrine/build/a.js', vitrine_router_path( '/site', '/wp-content/plugins/vitrine/build/a.js?ver=1' ) );
		$this->assertSame( '/site/wp-login.php', vitrine_router_path( '/site', '/wp-admin/%2e%2e/wp-login.php' ) );
		foreach ( array( '/../x.php', '/%2e%2e/%2e%2e/x.php', '/%2E%2E/x.php', '/a/../../x.php', '/..%2fx.php', '/..%5cx.php', '/..\\x.php', "/x.php%00.js" ) as $uri ) {
			$this->assertNull( vitrine_router_path( '/site', $uri ), $uri );
		}
	}

	public function test_the_router_runs_no_php_file_outside_the_site(): void {
		$tree = sys_get_temp_dir() . '/vitrine-router-' . getmypid();
		mkdir( $tree . '/site/sub', 0777, true );
		mkdir( $tree . '/elsewhere' );
		file_put_contents( $tree . '/site/index.php', '<?php echo "site index";' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $tree . '/site/sub/page.php', '<?php echo "inside";' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $tree . '/outside.php', '<?php echo "OUTSIDE RAN";' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $tree . '/elsewhere/linked.txt', 'linked text' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		// A plugin linked in from elsewhere, as the local sites link Vitrine and WooCommerce.
		symlink( $tree . '/elsewhere', $tree . '/site/linked' );
		try {
			$this->serve( $tree . '/site', 8897 );
			foreach ( array( '/%2e%2e/outside.php', '/sub/%2e%2e/%2e%2e/outside.php', '/%2E%2E/outside.php', '/sub/..%2f..%2foutside.php' ) as $path ) {
				$response = $this->get( 8897, $path );
				$this->assertStringNotContainsString( 'OUTSIDE RAN', $response, $path );
				$this->assertMatchesRegularExpression( '#^HTTP/1\.[01] 404 #', $response, $path );
			}
			$this->assertStringEndsWith( 'inside', $this->get( 8897, '/sub/page.php' ) );
			$this->assertStringEndsWith( 'inside', $this->get( 8897, '/sub/x/%2e%2e/page.php' ) );
			$this->assertStringEndsWith( 'linked text', $this->get( 8897, '/linked/linked.txt' ) );
			$this->assertStringEndsWith( 'site index', $this->get( 8897, '/any/pretty/permalink/' ) );
		} finally {
			foreach ( array( 'site/sub/page.php', 'site/index.php', 'outside.php', 'elsewhere/linked.txt' ) as $file ) {
				unlink( "{$tree}/{$file}" );
			}
			unlink( $tree . '/site/linked' );
			rmdir( $tree . '/site/sub' );
			rmdir( $tree . '/site' );
			rmdir( $tree . '/elsewhere' );
			rmdir( $tree );
		}
	}

	public function test_the_router_serves_its_own_host_refuses_other_pages_writes_and_ships_only_the_plugin(): void {
		$tree = sys_get_temp_dir() . '/vitrine-guard-' . getmypid();
		mkdir( $tree . '/site/wp-content/plugins', 0777, true );
		foreach ( array( 'repo/build', 'repo/.wp/mariadb', 'repo/tools', 'repo/.wp/wordpress/wp-admin' ) as $folder ) {
			mkdir( "{$tree}/{$folder}", 0777, true );
		}
		$files = array(
			'site/index.php'                           => '<?php echo "site " . $_SERVER["REQUEST_METHOD"];',
			'repo/build/view.js'                       => 'shipped script',
			'repo/plugin.php'                          => '<?php echo "PLUGIN RAN";',
			'repo/.wp/mariadb/ibdata1'                 => 'DATABASE FILE',
			'repo/.wp/wordpress/wp-admin/setup-config.php' => '<?php echo "SETUP RAN";',
			'repo/tools/demo.mjs'                      => 'TOOL SOURCE',
			'repo/package.json'                        => '{"files":[]}',
		);
		foreach ( $files as $file => $text ) {
			file_put_contents( "{$tree}/{$file}", $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		// The whole repository linked in as the plugin, as the local sites link Vitrine.
		symlink( $tree . '/repo', $tree . '/site/wp-content/plugins/vitrine' );
		try {
			$this->serve( $tree . '/site', 8897 );
			$this->assertStringEndsWith( 'site GET', $this->get( 8897, '/' ) );
			$this->assertStringEndsWith( 'site GET', $this->get( 8897, '/', "Host: localhost:8897\r\n" ) );
			// A page whose name was rebound to this machine sends its own name.
			$rebound = $this->get( 8897, '/wp-admin/', "Host: attacker.example:8897\r\n" );
			$this->assertMatchesRegularExpression( '#^HTTP/1\.[01] 403 #', $rebound );
			$this->assertStringNotContainsString( 'site GET', substr( $rebound, strpos( $rebound, "\r\n\r\n" ) ) );
			// Another page's form or script may not write; the site's own may, as may a client that
			// names no origin (WP-CLI's, the tests').
			$this->assertMatchesRegularExpression( '#^HTTP/1\.[01] 403 #', $this->get( 8897, '/wp-json/wp/v2/users', "Origin: https://attacker.example\r\n", 'POST' ) );
			$this->assertStringEndsWith( 'site POST', $this->get( 8897, '/wp-json/wp/v2/users', "Origin: http://127.0.0.1:8897\r\n", 'POST' ) );
			$this->assertStringEndsWith( 'site POST', $this->get( 8897, '/wp-json/wp/v2/users', '', 'POST' ) );
			// Under the plugin's link: what the plugin ships, and no PHP runs.
			$shipped = $this->get( 8897, '/wp-content/plugins/vitrine/build/view.js' );
			$this->assertStringEndsWith( 'shipped script', $shipped );
			foreach ( array( '/wp-content/plugins/vitrine/.wp/mariadb/ibdata1', '/wp-content/plugins/vitrine/.wp/wordpress/wp-admin/setup-config.php', '/wp-content/plugins/vitrine/tools/demo.mjs', '/wp-content/plugins/vitrine/package.json', '/wp-content/plugins/vitrine/plugin.php', '/wp-content/plugins/vitrine/' ) as $path ) {
				$response = $this->get( 8897, $path );
				$this->assertMatchesRegularExpression( '#^HTTP/1\.[01] 404 #', $response, $path );
				$this->assertDoesNotMatchRegularExpression( '/RAN|DATABASE FILE|TOOL SOURCE/', $response, $path );
			}
		} finally {
			unlink( $tree . '/site/wp-content/plugins/vitrine' );
			foreach ( array_keys( $files ) as $file ) {
				unlink( "{$tree}/{$file}" );
			}
			foreach ( array( 'repo/.wp/wordpress/wp-admin', 'repo/.wp/wordpress', 'repo/.wp/mariadb', 'repo/.wp', 'repo/tools', 'repo/build', 'repo', 'site/wp-content/plugins', 'site/wp-content', 'site', '' ) as $folder ) {
				rmdir( "{$tree}/{$folder}" );
			}
		}
	}

	public function test_the_demo_logs_in_only_a_page_the_developer_opens(): void {
		$home = 'http://127.0.0.1:9400';
		$page = array(
			'REMOTE_ADDR'         => '127.0.0.1',
			'HTTP_HOST'           => '127.0.0.1:9400',
			'REQUEST_METHOD'      => 'GET',
			'HTTP_ACCEPT'         => 'text/html,application/xhtml+xml',
			'HTTP_SEC_FETCH_MODE' => 'navigate',
			'HTTP_SEC_FETCH_SITE' => 'none',
		);
		$this->assertTrue( vitrine_local_may_autologin( $page, $home ) );
		$this->assertTrue( vitrine_local_may_autologin( array( 'HTTP_SEC_FETCH_SITE' => 'same-origin' ) + $page, $home ) );
		$refused = array(
			'another page\'s form'     => array( 'REQUEST_METHOD' => 'POST' ),
			'another page\'s link'     => array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ),
			'another page\'s script'   => array(
				'HTTP_SEC_FETCH_MODE' => 'cors',
				'HTTP_ACCEPT'         => '*/*',
			),
			'a REST call'              => array( 'HTTP_ACCEPT' => 'application/json' ),
			'a rebound name'           => array( 'HTTP_HOST' => 'attacker.example:9400' ),
			'another machine'          => array( 'REMOTE_ADDR' => '192.0.2.7' ),
		);
		foreach ( $refused as $what => $changes ) {
			$this->assertFalse( vitrine_local_may_autologin( $changes + $page, $home ), $what );
		}
	}

	public function test_vitrine_off_is_honoured_on_the_bench_site_alone(): void {
		// Served as a visitor meets it: `?vitrine=off` leaves Vitrine on (its colour-mode meta,
		// CM-1, is on every page it serves).
		$port = (int) wp_parse_url( home_url(), PHP_URL_PORT );
		$this->serve( ABSPATH, $port );
		foreach ( array( '/', '/?vitrine=off' ) as $path ) {
			$this->assertStringContainsString( '<meta name="theme-style-mode"', $this->get( $port, $path ), $path );
		}
		// This site is not the benchmark's: sites.cjs defines the constant, false.
		$this->assertTrue( defined( 'VITRINE_BENCH' ) );
		$this->assertFalse( vitrine_local_is_bench() );
	}
}
