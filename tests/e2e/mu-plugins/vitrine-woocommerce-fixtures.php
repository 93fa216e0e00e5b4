<?php
/**
 * Plugin Name: Vitrine WooCommerce fixtures (e2e tests only)
 * Description: Serves the real WooCommerce pages in tests/fixtures/woocommerce at /vitrine-wc-fixture/{mode}/{page}/ as if WooCommerce were active, with minimal test doubles of WooCommerce's scripts in place of its own (which cannot be installed offline). Never ship this.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

/**
 * The request's fixture and mode, or null when it asks for none.
 *
 * @return array{mode: string, page: string, file: string}|null
 */
function vitrine_fixture_request(): ?array {
	static $request = false;
	if ( false !== $request ) {
		return $request;
	}
	$request = null;
	$path    = (string) wp_parse_url( wp_unslash( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	if ( preg_match( '#^/vitrine-wc-fixture/(woocommerce|vitrine|setting)/([a-z0-9-]+)/?$#', $path, $match ) ) {
		$file = WP_PLUGIN_DIR . '/vitrine/tests/fixtures/woocommerce/' . $match[2] . '.html';
		if ( is_readable( $file ) ) {
			$request = array(
				'mode' => $match[1],
				'page' => $match[2],
				'file' => $file,
			);
		}
	}
	return $request;
}

if ( null !== vitrine_fixture_request() ) {
	// WooCommerce is "active" on fixture pages only; everywhere else the site has no WooCommerce.
	if ( ! class_exists( 'WooCommerce', false ) ) {
		eval( 'final class WooCommerce {}' ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- a stand-in class, test site only.
	}
	add_filter( 'option_vitrine_settings', 'vitrine_fixture_mode' );
	add_action( 'wp_enqueue_scripts', 'vitrine_fixture_doubles' );
	add_action( 'template_redirect', 'vitrine_fixture_serve', 0 );
}

/**
 * The URL's mode wins over the stored setting, so both modes run side by side ("setting" keeps
 * the stored one).
 *
 * @param mixed $settings Stored settings.
 */
function vitrine_fixture_mode( $settings ) {
	$mode = vitrine_fixture_request()['mode'];
	if ( 'setting' !== $mode ) {
		$settings                 = is_array( $settings ) ? $settings : array();
		$settings['shop_scripts'] = $mode;
	}
	return $settings;
}

/**
 * Registers the doubles under WooCommerce's handles, as WooCommerce does on wp_enqueue_scripts.
 */
function vitrine_fixture_doubles(): void {
	$page = vitrine_fixture_request()['page'];
	$url  = static function ( string $file ): string {
		return plugins_url( 'vitrine/tests/e2e/doubles/' . $file );
	};
	$defer = array(
		'strategy'  => 'defer',
		'in_footer' => true,
	);
	wp_register_script( 'wc-js-cookie', $url( 'js-cookie.js' ), array(), '1', $defer );
	wp_register_script( 'woocommerce', $url( 'woocommerce.js' ), array( 'jquery', 'wc-js-cookie' ), '1', $defer );
	wp_localize_script(
		'woocommerce',
		'woocommerce_params',
		array(
			'i18n_password_show' => 'Show password',
			'i18n_password_hide' => 'Hide password',
		)
	);
	wp_enqueue_script( 'woocommerce' );
	if ( false !== strpos( $page, 'checkout' ) ) {
		wp_enqueue_script( 'wc-checkout', $url( 'checkout.js' ), array( 'jquery', 'woocommerce' ), '1', $defer );
	}
	if ( false !== strpos( $page, 'cart' ) ) {
		wp_enqueue_script( 'wc-cart', $url( 'cart.js' ), array( 'jquery', 'woocommerce' ), '1', $defer );
	}
	if ( 0 === strpos( $page, 'twentytwentyfive--shop' ) ) {
		wp_enqueue_script( 'wc-catalog-sorting', $url( 'catalog-sorting.js' ), array(), '1', $defer );
	}
}

/**
 * Prints the fixture: the store's markup without its own scripts, styles and images (they point
 * at the store the pages were captured from), with this site's head and footer, and the sort
 * forms passed through the hooks WooCommerce's templates run.
 */
function vitrine_fixture_serve(): void {
	$request = vitrine_fixture_request();
	$html    = (string) file_get_contents( $request['file'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	$html    = preg_replace( '#<script\b[^>]*>.*?</script>#is', '', $html );
	$html    = preg_replace( '#<style\b[^>]*>.*?</style>#is', '', $html );
	$html    = preg_replace( '#<(link|img|source|track|iframe|embed)\b[^>]*>#i', '', $html );
	// Media the demo content links from other hosts (video, audio) would fail to load offline.
	$html    = preg_replace( '#\s(src|srcset|poster)=("|\')https?://[^"\']*\2#i', '', $html );
	$html    = preg_replace( '#url\(\s*["\']?https?://[^)]*\)#i', 'none', $html );
	$html    = str_replace( 'http://127.0.0.1:9510', untrailingslashit( home_url() ), $html );
	$html    = preg_replace_callback(
		'#<form\b[^>]*class="woocommerce-ordering"[^>]*>.*?</form>#is',
		static function ( array $form ): string {
			if ( false !== strpos( $form[0], 'data-wp-interactive' ) ) {
				return (string) apply_filters( 'render_block_woocommerce/catalog-sorting', $form[0], array() );
			}
			ob_start();
			do_action( 'woocommerce_before_template_part', 'loop/orderby.php', '', array() );
			echo $form[0]; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixture markup.
			do_action( 'woocommerce_after_template_part', 'loop/orderby.php', '', array() );
			return (string) ob_get_clean();
		},
		$html
	);
	ob_start();
	wp_head();
	$head = (string) ob_get_clean();
	ob_start();
	wp_footer();
	$footer = (string) ob_get_clean();
	$html   = str_ireplace( '</head>', $head . '</head>', $html );
	$html   = str_ireplace( '</body>', $footer . '</body>', $html );
	status_header( 200 );
	header( 'Content-Type: text/html; charset=utf-8' );
	echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixture markup.
	exit;
}
