<?php
/**
 * The local sites' tooling (none of it ships, but a developer's demo on a shared network is still a
 * server): PHP's built-in server runs and serves only what is inside the site (tools/wp/router.php),
 * and `?vitrine=off` works on the benchmark's site alone (tools/wp/mu-plugins/vitrine-local.php).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__, 2 ) . '/tools/wp/router-path.php';

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
	private function get( int $port, string $path ): string {
		$socket = fsockopen( '127.0.0.1', $port );
		fwrite( $socket, "GET {$path} HTTP/1.0\r\nHost: 127.0.0.1:{$port}\r\n\r\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
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
