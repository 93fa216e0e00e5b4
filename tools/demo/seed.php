<?php
/**
 * The testers' demo, for `npm start` (Playground) and the test and benchmark sites (native PHP):
 * the demo site of demo/site.php (the studio's pages, the blog, the menu; shipped with the
 * plugin) and, for testers, a page per block at /demo/<block-name>/, built from its `demo-*.html`
 * fixtures (markup the unit tests prove valid against save()), /demo/all-blocks/ with every
 * block on one page, the header, footer and comments demos, and a classic menu.
 * Idempotent: pages are updated in place by path.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__, 2 ) . '/demo/site.php';

// phpcs:disable WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reads the plugin's own fixtures from disk, never a URL.

/**
 * Seeds the site and the block demos.
 *
 * @param string $plugin_dir Absolute path of the Vitrine plugin folder (or of its working tree).
 */
function vitrine_demo_seed( string $plugin_dir ): void {
	vitrine_demo_site();
	$blocks = vitrine_demo_blocks( $plugin_dir );
	$demo   = vitrine_demo_page( 'demo', 'Block demos', vitrine_demo_index_content( $blocks ) );
	vitrine_demo_page( 'all-blocks', 'Every block', vitrine_demo_all_blocks_content( $blocks ), $demo );
	foreach ( $blocks as $slug => $block ) {
		vitrine_demo_page( vitrine_demo_slug( $slug ), $block['title'], vitrine_demo_block_content( $block ), $demo );
	}
	vitrine_demo_page( 'header', 'Header', vitrine_demo_header_content(), $demo );
	vitrine_demo_page( 'footer', 'Footer', vitrine_demo_footer_content(), $demo );
	vitrine_demo_comments_page( vitrine_demo_page( 'comments', 'Comments', vitrine_demo_comments_content(), $demo ) );
	vitrine_demo_retire_pattern_pages();
	// Again, now that /demo/ is there: the menu links to it.
	vitrine_demo_navigation();
	vitrine_demo_classic_menu();
	flush_rewrite_rules( false );
}

/**
 * Sites seeded before the studio's pages had one page per page pattern under /pages/: they go.
 */
function vitrine_demo_retire_pattern_pages(): void {
	$parent = get_page_by_path( 'pages' );
	if ( ! $parent ) {
		return;
	}
	$children = get_children(
		array(
			'post_parent' => $parent->ID,
			'post_type'   => 'page',
		)
	);
	foreach ( $children as $child ) {
		wp_delete_post( $child->ID, true );
	}
	wp_delete_post( $parent->ID, true );
}

/**
 * Every block folder with demo fixtures: title, description and the fixtures' markup.
 *
 * @param string $plugin_dir Plugin folder.
 * @return array<string, array{title: string, description: string, markup: string[]}>
 */
function vitrine_demo_blocks( string $plugin_dir ): array {
	$blocks = array();
	foreach ( glob( $plugin_dir . '/src/blocks/*/block.json' ) as $manifest ) {
		$dir      = dirname( $manifest );
		$meta     = json_decode( (string) file_get_contents( $manifest ), true );
		$fixtures = glob( $dir . '/test/fixtures/demo-*.html' );
		if ( ! $fixtures ) {
			continue;
		}
		$blocks[ basename( $dir ) ] = array(
			'title'       => $meta['title'],
			'description' => $meta['description'],
			'markup'      => array_map(
				static function ( $file ) {
					return vitrine_demo_site_urls( vitrine_demo_fresh_countdowns( trim( (string) file_get_contents( $file ) ) ) );
				},
				$fixtures
			),
		);
	}
	ksort( $blocks );
	return $blocks;
}

/**
 * The fixtures name the plugin's pictures by their path on a site at the root of its host
 * (`/wp-content/plugins/vitrine/…`). The demo names them by the plugin's own address, as the
 * patterns do: a site in a sub-folder, or with its plugins elsewhere, finds them, and so does an
 * editor whose canvas resolves a path from another base (WordPress 6.5.5's showed none of them).
 *
 * @param string $markup Block markup.
 */
function vitrine_demo_site_urls( string $markup ): string {
	return str_replace( '"/wp-content/plugins/vitrine/', '"' . Vitrine\Patterns\asset_url( '/' ), $markup );
}

/**
 * Countdowns in demo fixtures count to dates in 2099. The demo moves each to the same time of
 * day (site time), as many days from today as the fixture's date is from 1 January 2099, and a
 * day later when that is less than two hours away: every boot has countdowns a few hours and a
 * few days ahead, and none ends while a test run or a first look at the demo is under way (a
 * site seeded at 22:59 once got a countdown to 23:00, over before the tests reached it).
 *
 * @param string   $markup Block markup.
 * @param int|null $now    The time it is (a Unix timestamp; now when null).
 */
function vitrine_demo_fresh_countdowns( string $markup, ?int $now = null ): string {
	$now   = $now ?? time();
	$today = ( new DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() );
	return (string) preg_replace_callback(
		'/<!-- wp:vitrine\/countdown (\{.*?\}) \/-->/',
		static function ( array $matches ) use ( $now, $today ): string {
			$attributes = json_decode( $matches[1], true );
			$fixture    = Vitrine\Countdown\parse_target( $attributes['date'] ?? '' );
			if ( ! $fixture ) {
				return $matches[0];
			}
			$days   = (int) floor( ( $fixture->getTimestamp() - gmmktime( 0, 0, 0, 1, 1, 2099 ) ) / DAY_IN_SECONDS );
			$time   = $fixture->setTimezone( wp_timezone() );
			$target = $today
				->setTime( (int) $time->format( 'G' ), (int) $time->format( 'i' ), (int) $time->format( 's' ) )
				->modify( '+' . $days . ' days' );
			if ( $target->getTimestamp() < $now + 2 * HOUR_IN_SECONDS ) {
				$target = $target->modify( '+1 day' );
			}
			$attributes['date'] = $target->format( 'c' );
			return '<!-- wp:vitrine/countdown ' . serialize_block_attributes( $attributes ) . ' /-->';
		},
		$markup
	);
}

/**
 * Block markup of a spacer, used to put a second example below the fold.
 */
function vitrine_demo_spacer(): string {
	return "<!-- wp:spacer {\"height\":\"70vh\"} -->\n<div style=\"height:70vh\" aria-hidden=\"true\" class=\"wp-block-spacer\"></div>\n<!-- /wp:spacer -->";
}

/**
 * /demo/all-blocks/: every block, each under its own heading.
 *
 * @param array<string, array{title: string, description: string, markup: string[]}> $blocks Blocks.
 */
function vitrine_demo_all_blocks_content( array $blocks ): string {
	$parts = array( vitrine_demo_paragraph( 'Every Vitrine block on one page. Each section shows its final content before JavaScript runs.' ) );
	foreach ( $blocks as $block ) {
		$parts[] = vitrine_demo_heading( $block['title'] );
		$parts[] = $block['markup'][0];
	}
	return implode( "\n\n", $parts );
}

/**
 * /demo/footer/: the footer pattern, as a template part would show it.
 */
function vitrine_demo_footer_content(): string {
	return vitrine_demo_paragraph( 'The footer pattern (Appearance → Editor → Patterns → Footer): the studio, its pages, and the colour-mode switch.' )
		. "\n\n<!-- wp:pattern {\"slug\":\"vitrine/footer\"} /-->";
}

/**
 * The header demo (SH-1, CM-2): a group that sticks after 200 px of scroll, holding the site's
 * name and the colour-mode switch, above enough copy to scroll.
 */
function vitrine_demo_header_content(): string {
	$navigation = '<!-- wp:navigation {"overlayMenu":"mobile","ariaLabel":"Demo header menu"} -->'
		. '<!-- wp:navigation-link {"label":"Home","url":"' . esc_url( home_url( '/' ) ) . '","kind":"custom"} /-->'
		. '<!-- wp:navigation-submenu {"label":"Sliders","url":"' . esc_url( home_url( '/demo/hero-slider/' ) ) . '","kind":"custom"} -->'
		. '<!-- wp:navigation-link {"label":"Hero slider","url":"' . esc_url( home_url( '/demo/hero-slider/' ) ) . '","kind":"custom"} /-->'
		. '<!-- wp:navigation-link {"label":"Testimonials","url":"' . esc_url( home_url( '/demo/testimonials/' ) ) . '","kind":"custom"} /-->'
		. '<!-- /wp:navigation-submenu -->'
		. '<!-- wp:navigation-link {"label":"Portfolio","url":"' . esc_url( home_url( '/demo/portfolio/' ) ) . '","kind":"custom"} /-->'
		. '<!-- /wp:navigation -->';
	$panel      = "<!-- wp:vitrine/offcanvas {\"buttonLabel\":\"Contact\"} -->\n"
		. vitrine_demo_paragraph( 'Write to hello@example.org, or call +33 1 23 45 67 89.' )
		. "\n<!-- /wp:vitrine/offcanvas -->";
	$header     = "<!-- wp:group {\"vitrineSticky\":true,\"layout\":{\"type\":\"flex\",\"flexWrap\":\"wrap\",\"justifyContent\":\"space-between\"}} -->\n<div class=\"wp-block-group\">"
		. vitrine_demo_paragraph( '<strong>Vitrine demo header</strong>' )
		. "\n\n" . $navigation
		. "\n\n<!-- wp:vitrine/search-overlay /-->"
		. "\n\n" . $panel
		. "\n\n<!-- wp:vitrine/color-mode-switch /-->"
		. "\n\n<!-- wp:vitrine/style-switcher /-->"
		. "</div>\n<!-- /wp:group -->";
	$classic    = vitrine_demo_paragraph( 'A classic menu (wp_nav_menu) in a header location gets the same toggle at 991 px:' )
		. "\n\n<!-- wp:shortcode -->\n[vitrine_demo_classic_menu]\n<!-- /wp:shortcode -->";
	$copy       = array();
	for ( $i = 1; $i <= 12; $i++ ) {
		$copy[] = vitrine_demo_paragraph( 'Scroll: once the page has moved 200 px, the header above stays at the top of the window, and the text below it does not jump.' );
	}
	return vitrine_demo_paragraph( 'A group marked “Stick after scrolling”: a menu that collapses at 991 px, search, a side panel, and the colour-mode and style switchers.' ) . "\n\n" . $header . "\n\n" . $classic . "\n\n" . implode( "\n\n", $copy ) . "\n\n" . vitrine_demo_spacer();
}

/**
 * A classic menu (wp_nav_menu) with a sub-menu in the demo's `primary` location (registered by
 * tools/wp/mu-plugins/vitrine-demo-menus.php), shown on /demo/header/ by a shortcode.
 */
function vitrine_demo_classic_menu(): void {
	$name = 'Vitrine classic demo';
	$menu = wp_get_nav_menu_object( $name );
	if ( ! $menu ) {
		$id   = wp_create_nav_menu( $name );
		$item = static function ( string $title, string $path, int $parent_id = 0 ) use ( $id ): int {
			return (int) wp_update_nav_menu_item(
				$id,
				0,
				array(
					'menu-item-title'     => $title,
					'menu-item-url'       => home_url( $path ),
					'menu-item-parent-id' => $parent_id,
					'menu-item-status'    => 'publish',
				)
			);
		};
		$item( 'Home', '/' );
		$sliders = $item( 'Sliders', '/demo/hero-slider/' );
		$item( 'Hero slider', '/demo/hero-slider/', $sliders );
		$item( 'Testimonials', '/demo/testimonials/', $sliders );
		$item( 'Portfolio', '/demo/portfolio/' );
		$menu = wp_get_nav_menu_object( $id );
	}
	$locations            = (array) get_theme_mod( 'nav_menu_locations', array() );
	$locations['primary'] = (int) $menu->term_id;
	set_theme_mod( 'nav_menu_locations', $locations );
}

/**
 * The /demo/comments/ page (CF-1, CF-2): core's Comments block, threaded.
 */
function vitrine_demo_comments_content(): string {
	return vitrine_demo_paragraph( 'Threaded comments with WordPress’s own reply script: Reply moves the form under a comment, Cancel puts it back, and Ctrl+Enter (⌘+Enter) sends.' )
		. "\n\n<!-- wp:comments -->\n<div class=\"wp-block-comments\"><!-- wp:comments-title /-->\n\n<!-- wp:comment-template -->\n<!-- wp:comment-author-name /-->\n\n<!-- wp:comment-date /-->\n\n<!-- wp:comment-content /-->\n\n<!-- wp:comment-reply-link /-->\n<!-- /wp:comment-template -->\n\n<!-- wp:post-comments-form /--></div>\n<!-- /wp:comments -->";
}

/**
 * Opens the comments page for comments and gives it the demo thread, once.
 *
 * @param int $page The page.
 */
function vitrine_demo_comments_page( int $page ): void {
	wp_update_post(
		array(
			'ID'             => $page,
			'comment_status' => 'open',
		)
	);
	if ( ! get_comments(
		array(
			'post_id' => $page,
			'count'   => true,
		)
	) ) {
		vitrine_demo_comments( $page );
	}
}

/**
 * A block's demo page slug: the block folder, except where the docs name the page otherwise (docs/demo.md).
 *
 * @param string $block Block folder.
 */
function vitrine_demo_slug( string $block ): string {
	$named = array( 'color-mode-switch' => 'color-mode' );
	return $named[ $block ] ?? $block;
}

/**
 * The /demo/ page: a link to each block's page.
 *
 * @param array<string, array{title: string, description: string, markup: string[]}> $blocks Blocks.
 */
function vitrine_demo_index_content( array $blocks ): string {
	$items = '';
	foreach ( $blocks as $slug => $block ) {
		$items .= sprintf(
			"<!-- wp:list-item -->\n<li><a href=\"%1\$s\">%2\$s</a></li>\n<!-- /wp:list-item -->\n",
			esc_url( home_url( '/demo/' . vitrine_demo_slug( $slug ) . '/' ) ),
			esc_html( $block['title'] )
		);
	}
	$items = sprintf( "<!-- wp:list-item -->\n<li><a href=\"%1\$s\">Every block on one page</a></li>\n<!-- /wp:list-item -->\n", esc_url( home_url( '/demo/all-blocks/' ) ) ) . $items;
	return vitrine_demo_paragraph( 'One page per Vitrine block, for testers.' ) . "\n\n<!-- wp:list -->\n<ul>" . $items . "</ul>\n<!-- /wp:list -->";
}

/**
 * One block's page: its description, its first example, and its examples again below the fold,
 * where scroll-triggered behaviour can be seen.
 *
 * @param array{title: string, description: string, markup: string[]} $block Block.
 */
function vitrine_demo_block_content( array $block ): string {
	// A heading before the examples keeps the outline in order (their own headings are h3).
	$parts = array( vitrine_demo_paragraph( esc_html( $block['description'] ) ), vitrine_demo_heading( 'In view' ) );
	foreach ( $block['markup'] as $markup ) {
		$parts[] = $markup;
	}
	$parts[] = vitrine_demo_spacer();
	$parts[] = vitrine_demo_heading( 'Below the fold' );
	$parts[] = vitrine_demo_paragraph( 'This copy was off screen when the page loaded, so it animates as it scrolls into view (unless your system asks for reduced motion).' );
	foreach ( $block['markup'] as $markup ) {
		$parts[] = $markup;
	}
	return implode( "\n\n", $parts );
}
