<?php
/**
 * Mobile menu (MM-1): header menus collapse to a toggle at 991 px and narrower (the site owner
 * may choose another breakpoint, from 600 px: Settings → Vitrine), and their
 * sub-menus open and close over 300 ms. Core's Navigation block is extended, not replaced: it
 * keeps its own overlay and script, and Vitrine moves its breakpoint and gives the open menu
 * sub-menu toggles back. Classic menus (wp_nav_menu) in the header locations get a menu toggle and
 * sub-menu toggles, run by src/view/mobile-menu. A setting turns all of this off.
 *
 * @package Vitrine
 */

namespace Vitrine\MobileMenu;

use function Vitrine\Assets\inline_build;
use function Vitrine\Assets\register_build;
use function Vitrine\Assets\register_build_style;

defined( 'ABSPATH' ) || exit;

const HANDLE     = 'vitrine-view-mobile-menu';
const CLASS_NAME = 'vitrine-mobile-menu';
// A theme's own responsive menu, which Vitrine enhances and never wraps.
const THEME_MENU_CLASS = 'vitrine-theme-menu';
// The buttons that open a collapsed menu: core Navigation's (its overlay) and Vitrine's classic one.
const CORE_OPEN   = '.wp-block-navigation__responsive-container-open';
const MENU_TOGGLE = 'vitrine-menu-toggle';
// The Interactivity store of src/view/mobile-menu/store.js, and the core state it stands in for.
const STORE         = 'vitrine/mobile-menu';
const CORE_EXPANDED = 'state.isSubmenuOpen';
// The breakpoint the stylesheet's media queries are built with (src/view/mobile-menu).
const BUILT_BREAKPOINT = 991;

/**
 * Whether core's Navigation shows every sub-menu as expanded while its overlay is open (its
 * `isSubmenuOpen` is "the overlay is open, or the sub-menu is"): WordPress 7.0 and later; 6.5
 * derives it from the sub-menu alone and keeps its own binding.
 */
function overlay_opens_submenus(): bool {
	return version_compare( (string) get_bloginfo( 'version' ), '7.0-alpha', '>=' );
}

/**
 * Registers the script and its stylesheet.
 */
function register_assets(): void {
	$version = register_build( HANDLE, 'view/mobile-menu', true );
	if ( null !== $version ) {
		register_build_style( HANDLE, 'view/mobile-menu.css', $version );
		at_breakpoint( (int) \Vitrine\Settings\get( 'mobile_menu_breakpoint' ) );
	}
	// Near, not on interaction: the script is small (about 1 KB gzip) and a menu is in the header,
	// so it runs after the page's load, and the first tap on a toggle is answered at once instead
	// of waiting for a download. Near the toggle that opens the collapsed menu, not the menu: the
	// script works only inside it, and a wider screen, which shows the menu whole and the toggle
	// not at all, never fetches it (a hidden element never comes near; one a narrowed window
	// shows does). A theme's own menu is watched whole (its Escape works on dropdowns too), and it
	// answers its toggles with its own script: Vitrine's never holds a click that one waits for.
	\Vitrine\Islands\add( HANDLE, '.' . CLASS_NAME . ' :is(' . CORE_OPEN . ', .' . MENU_TOGGLE . '), .' . THEME_MENU_CLASS, 'near' );
}

/**
 * Another breakpoint than the built one: the same rules, printed inline with that width in their
 * media queries (media queries cannot read a custom property), so the menu is collapsed or not
 * from the first paint, with nothing to shift or flash once scripts run.
 *
 * @param int $width The widest window in which menus collapse, in px.
 */
function at_breakpoint( int $width ): void {
	$styles = wp_styles();
	$path   = $styles->get_data( HANDLE, 'path' );
	if ( BUILT_BREAKPOINT === $width || ! is_string( $path ) || ! is_readable( $path ) ) {
		return;
	}
	$css = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The plugin's own built file.

	// No file: the rules come inline, for either direction (the path named the right one).
	$style      = $styles->registered[ HANDLE ];
	$style->src = false;
	unset( $style->extra['path'], $style->extra['rtl'] );
	wp_add_inline_style( HANDLE, str_replace( '(max-width:' . BUILT_BREAKPOINT . 'px)', '(max-width:' . $width . 'px)', $css ) );
}

/**
 * Whether the setting is on.
 */
function enabled(): bool {
	return true === \Vitrine\Settings\get( 'mobile_menu' );
}

/**
 * Loads the script and stylesheet on this page.
 */
function enqueue(): void {
	wp_enqueue_script( HANDLE );
	wp_enqueue_style( HANDLE );
}

/**
 * Core's Navigation block, when it collapses on small screens ("Overlay menu: Mobile", the
 * default): marked for the 991 px breakpoint and the sub-menu slide.
 *
 * @param string               $html  The block's markup.
 * @param array<string, mixed> $block The parsed block.
 */
function render_navigation( string $html, array $block ): string {
	if ( 'core/navigation' !== ( $block['blockName'] ?? '' ) || ! enabled() ) {
		return $html;
	}
	if ( 'mobile' !== ( $block['attrs']['overlayMenu'] ?? 'mobile' ) ) {
		return $html;
	}
	$tags = new \WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag( 'nav' ) ) {
		return $html;
	}
	$tags->add_class( CLASS_NAME );
	if ( overlay_opens_submenus() ) {
		// Each sub-menu toggle reads the sub-menu's own state (src/view/mobile-menu/store.js).
		while ( $tags->next_tag( array( 'class_name' => 'wp-block-navigation-submenu__toggle' ) ) ) {
			if ( CORE_EXPANDED === $tags->get_attribute( 'data-wp-bind--aria-expanded' ) ) {
				$tags->set_attribute( 'data-wp-bind--aria-expanded', STORE . '::' . CORE_EXPANDED );
			}
		}
		wp_interactivity_state( STORE, array( 'isSubmenuOpen' => false ) );
		add_action( 'wp_footer', __NAMESPACE__ . '\\print_store', 100 );
	}
	enqueue();
	return $tags->get_updated_html();
}

/**
 * The store the sub-menu toggles read (src/view/mobile-menu/store.js), printed inline as a module
 * at the end of the page, after WordPress's import map (which maps `@wordpress/interactivity` for
 * core's Navigation): no request of its own, and it runs before the Interactivity runtime
 * hydrates the page.
 */
function print_store(): void {
	static $printed = false;
	$module         = inline_build( 'view/mobile-menu-store', 'js' );
	if ( $printed || '' === $module ) {
		return;
	}
	$printed = true;
	wp_print_inline_script_tag(
		$module,
		array(
			'type' => 'module',
			'id'   => 'vitrine-mobile-menu-store-js-module',
		)
	);
}

/**
 * The classic menu locations treated as the header menu: those whose name says so.
 *
 * @return string[]
 */
function classic_locations(): array {
	$locations = array_filter(
		array_keys( get_registered_nav_menus() ),
		static function ( string $location ): bool {
			return (bool) preg_match( '/primary|main|header|handheld|mobile|menu-1|top/', $location );
		}
	);
	/**
	 * Filters the classic menu locations that collapse to a toggle at 991 px.
	 *
	 * @param string[] $locations Theme locations.
	 */
	return (array) apply_filters( 'vitrine_mobile_menu_locations', array_values( $locations ) );
}

/** Where the verdicts of theme_has_own_menu() are kept, per theme and version. */
const THEME_MENUS_OPTION = 'vitrine_theme_menus';

/**
 * What a responsive menu's toggle looks like in a theme's templates: a `menu-toggle` (Underscores,
 * and the themes built on it: Storefront, GeneratePress…) or a similar class, or a button that
 * says whether it is expanded.
 */
const THEME_TOGGLE_PATTERN = '/class=[\'"][^\'"]*\b(?:menu-toggle|nav-toggle|navbar-toggler|mobile-menu-toggle|menu-button|hamburger)\b|aria-expanded/';

/**
 * Whether the active theme has a responsive menu of its own: a classic theme whose templates print
 * a menu toggle. Vitrine then adds no toggle of its own and never hides the theme's menu at its
 * own breakpoint (the theme knows its layout); it only makes the theme's sub-menus slide and close
 * on Escape (src/view/mobile-menu/theme-menu.ts). Block themes have none: their classic menus (a
 * shortcode, a widget) get Vitrine's. The theme's PHP is read once per theme version.
 */
function theme_has_own_menu(): bool {
	$theme = wp_get_theme();
	/**
	 * Filters whether the active theme has a responsive menu of its own.
	 *
	 * @param bool      $own   What its templates say (never, for a block theme).
	 * @param \WP_Theme $theme The theme.
	 */
	return (bool) apply_filters( 'vitrine_theme_has_own_menu', ! wp_is_block_theme() && templates_print_toggle( $theme ), $theme );
}

/**
 * Whether a theme's PHP templates print a menu toggle (THEME_TOGGLE_PATTERN), read once per theme
 * version and remembered.
 *
 * @param \WP_Theme $theme The active theme.
 */
function templates_print_toggle( \WP_Theme $theme ): bool {
	$key   = get_stylesheet() . '@' . $theme->get( 'Version' );
	$known = get_option( THEME_MENUS_OPTION, array() );
	$known = is_array( $known ) ? $known : array();
	if ( isset( $known[ $key ] ) ) {
		return (bool) $known[ $key ];
	}
	$known[ $key ] = false;
	foreach ( array_unique( array( get_template_directory(), get_stylesheet_directory() ) ) as $folder ) {
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $folder, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			$path = $file->getPathname();
			if ( 'php' !== $file->getExtension() || preg_match( '#/(?:vendor|node_modules|tests?)/#', $path ) ) {
				continue;
			}
			if ( preg_match( THEME_TOGGLE_PATTERN, (string) file_get_contents( $path ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The active theme's own files.
				$known[ $key ] = true;
				break 2;
			}
		}
	}
	update_option( THEME_MENUS_OPTION, $known, false );
	return $known[ $key ];
}

/**
 * Marks wp_nav_menu() calls for a header location: for Vitrine's toggle, or, where the theme has
 * a responsive menu of its own, for the enhancements of the theme's (a class on the list).
 *
 * @param array<string, mixed> $args wp_nav_menu() arguments.
 * @return array<string, mixed>
 */
function mark_classic_menu( array $args ): array {
	$location = (string) ( $args['theme_location'] ?? '' );
	if ( '' === $location || ! enabled() || ! in_array( $location, classic_locations(), true ) ) {
		return $args;
	}
	if ( theme_has_own_menu() ) {
		$args['menu_class'] = trim( ( $args['menu_class'] ?? 'menu' ) . ' ' . THEME_MENU_CLASS );
		// The theme styles its menu: the script alone.
		wp_enqueue_script( HANDLE );
		return $args;
	}
	$args['vitrine_mobile'] = true;
	return $args;
}

/**
 * A sub-menu toggle after the link of each item that has children.
 *
 * @param string    $output The item's opening markup.
 * @param \WP_Post  $item   The menu item.
 * @param int       $depth  Depth.
 * @param \stdClass $args   wp_nav_menu() arguments.
 */
function add_submenu_toggle( string $output, $item, int $depth, $args ): string {
	unset( $depth );
	if ( empty( $args->vitrine_mobile ) || ! in_array( 'menu-item-has-children', (array) ( $item->classes ?? array() ), true ) ) {
		return $output;
	}
	return $output . sprintf(
		'<button type="button" class="vitrine-submenu-toggle" aria-expanded="false" aria-label="%s"></button>',
		/* translators: %s: a menu item's title. */
		esc_attr( sprintf( __( '%s submenu', 'vitrine' ), wp_strip_all_tags( (string) $item->title ) ) )
	);
}

/**
 * The menu toggle around a marked classic menu.
 *
 * @param string    $nav_menu The menu's markup.
 * @param \stdClass $args     wp_nav_menu() arguments.
 */
function wrap_classic_menu( string $nav_menu, $args ): string {
	if ( empty( $args->vitrine_mobile ) ) {
		return $nav_menu;
	}
	enqueue();
	return sprintf(
		'<div class="%1$s vitrine-classic-menu"><button type="button" class="%5$s" aria-expanded="false" aria-controls="%2$s">%3$s</button><div id="%2$s" class="vitrine-classic-menu__items">%4$s</div></div>',
		CLASS_NAME,
		esc_attr( wp_unique_id( 'vitrine-menu-' ) ),
		esc_html__( 'Menu', 'vitrine' ),
		$nav_menu,
		MENU_TOGGLE
	);
}

add_action( 'init', __NAMESPACE__ . '\\register_assets', 5 );
add_filter( 'render_block', __NAMESPACE__ . '\\render_navigation', 10, 2 );
add_filter( 'wp_nav_menu_args', __NAMESPACE__ . '\\mark_classic_menu' );
add_filter( 'walker_nav_menu_start_el', __NAMESPACE__ . '\\add_submenu_toggle', 10, 4 );
add_filter( 'wp_nav_menu', __NAMESPACE__ . '\\wrap_classic_menu', 10, 2 );
