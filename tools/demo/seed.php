<?php
/**
 * Demo content for `npm start` (Playground) and the test and benchmark sites (native PHP).
 * Idempotent: pages are updated in place by path, posts and media are created once.
 *
 * The site is a fictional studio's, made of Vitrine's page patterns: Home, About, Services,
 * Portfolio, Launch offer and a Blog (tools/demo/shop.php adds the Shop front when WooCommerce is
 * there). For testers every block also gets /demo/<block-name>/, built from its `demo-*.html`
 * fixtures (markup the unit tests prove valid against save()), and /demo/all-blocks/ holds every
 * block on one page.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reads the plugin's own fixtures and images from disk, never a URL.

/**
 * Seeds the site.
 *
 * @param string $plugin_dir Absolute path of the Vitrine plugin folder.
 */
function vitrine_demo_seed( string $plugin_dir ): void {
	// The demo's header, menus and styles are made for Twenty Twenty-Four, which WordPress 6.5 has
	// as its default and 7.1 still ships.
	if ( wp_get_theme( 'twentytwentyfour' )->exists() && 'twentytwentyfour' !== get_stylesheet() ) {
		switch_theme( 'twentytwentyfour' );
	}
	update_option( 'blogname', 'Harbour & Kiln' );
	update_option( 'blogdescription', 'A small studio for shops that last' );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'thread_comments', 1 );
	update_option( 'thread_comments_depth', 5 );
	update_option( 'comment_moderation', 0 );
	update_option( 'comment_previously_approved', 0 );
	update_option( 'require_name_email', 0 );
	update_option( 'timezone_string', 'Europe/Paris' );
	// The demo shows the style switcher at work, so it has a default skin (a new site has none).
	$settings         = get_option( 'vitrine_settings', array() );
	$settings         = is_array( $settings ) ? $settings : array();
	$settings['skin'] = 'classic';
	update_option( 'vitrine_settings', $settings );

	$blocks = vitrine_demo_blocks( $plugin_dir );
	$home   = vitrine_demo_site_pages();
	vitrine_demo_page( 'blog', 'Blog', vitrine_demo_blog_content() );
	$demo = vitrine_demo_page( 'demo', 'Block demos', vitrine_demo_index_content( $blocks ) );
	vitrine_demo_page( 'all-blocks', 'Every block', vitrine_demo_all_blocks_content( $blocks ), $demo );
	foreach ( $blocks as $slug => $block ) {
		vitrine_demo_page( vitrine_demo_slug( $slug ), $block['title'], vitrine_demo_block_content( $block ), $demo );
	}
	vitrine_demo_page( 'header', 'Header', vitrine_demo_header_content(), $demo );
	vitrine_demo_page( 'footer', 'Footer', vitrine_demo_footer_content(), $demo );
	vitrine_demo_comments_page( vitrine_demo_page( 'comments', 'Comments', vitrine_demo_comments_content(), $demo ) );
	vitrine_demo_retire_pattern_pages();
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $home );
	// The blog is a page of the studio's own (a Query Loop), not the theme's posts template.
	update_option( 'page_for_posts', 0 );

	vitrine_demo_posts( $plugin_dir );
	vitrine_demo_navigation();
	vitrine_demo_classic_menu();
	vitrine_demo_admin_preferences();
	flush_rewrite_rules( false );
}

/**
 * The studio's pages, each made of one page pattern (category *Vitrine pages*) as a site owner
 * gets it by choosing the pattern for a new page: the pattern's name => the page's slug, its
 * title, and whether the pattern starts with a heading of its own (so the page hides its title).
 */
const VITRINE_DEMO_SITE_PAGES = array(
	'vitrine/page-agency-home'        => array( 'home', 'Home', true ),
	'vitrine/page-about'              => array( 'about', 'About', true ),
	'vitrine/page-services'           => array( 'services', 'Services', false ),
	'vitrine/page-portfolio-overview' => array( 'portfolio', 'Portfolio', false ),
	'vitrine/page-launch'             => array( 'launch', 'Launch offer', false ),
);

/**
 * Publishes the studio's pages.
 *
 * @return int The home page's ID.
 */
function vitrine_demo_site_pages(): int {
	$home = 0;
	foreach ( VITRINE_DEMO_SITE_PAGES as $pattern => list( $slug, $title, $untitled ) ) {
		$id = vitrine_demo_pattern_page( $pattern, $slug, $title, $untitled );
		if ( 'home' === $slug ) {
			$home = $id;
		}
	}
	return $home;
}

/**
 * A top-level page made of one pattern; an untitled one uses the theme's template without the
 * page title, where the theme has one.
 *
 * @param string $pattern  Pattern name.
 * @param string $slug     Page slug.
 * @param string $title    Page title.
 * @param bool   $untitled Whether the page hides its title.
 * @return int Page ID.
 */
function vitrine_demo_pattern_page( string $pattern, string $slug, string $title, bool $untitled = false ): int {
	$id       = vitrine_demo_page( $slug, $title, '<!-- wp:pattern {"slug":"' . $pattern . '"} /-->' );
	$template = $untitled ? vitrine_demo_untitled_template() : '';
	update_post_meta( $id, '_wp_page_template', $template ? $template : 'default' );
	return $id;
}

/**
 * The theme's page template without a title (Twenty Twenty-Four and Twenty Twenty-Five call it
 * `page-no-title`), or '' when the theme has none.
 */
function vitrine_demo_untitled_template(): string {
	$templates = wp_get_theme()->get_page_templates( null, 'page' );
	return isset( $templates['page-no-title'] ) ? 'page-no-title' : '';
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
					return vitrine_demo_fresh_countdowns( trim( (string) file_get_contents( $file ) ) );
				},
				$fixtures
			),
		);
	}
	ksort( $blocks );
	return $blocks;
}

/**
 * Countdowns in demo fixtures count to dates in 2099. The demo moves each to the same time of
 * day (site time), as many days from today as the fixture's date is from 1 January 2099, so
 * every boot has countdowns a few hours and a few days ahead.
 *
 * @param string $markup Block markup.
 */
function vitrine_demo_fresh_countdowns( string $markup ): string {
	return (string) preg_replace_callback(
		'/<!-- wp:vitrine\/countdown (\{.*?\}) \/-->/',
		static function ( array $matches ): string {
			$attributes = json_decode( $matches[1], true );
			$fixture    = Vitrine\Countdown\parse_target( $attributes['date'] ?? '' );
			if ( ! $fixture ) {
				return $matches[0];
			}
			$days   = (int) floor( ( $fixture->getTimestamp() - gmmktime( 0, 0, 0, 1, 1, 2099 ) ) / DAY_IN_SECONDS );
			$time   = $fixture->setTimezone( wp_timezone() )->format( 'H:i:s' );
			$target = ( new DateTimeImmutable( 'today ' . $time, wp_timezone() ) )->modify( '+' . $days . ' days' );
			if ( $target->getTimestamp() <= time() ) {
				$target = $target->modify( '+1 day' );
			}
			$attributes['date'] = $target->format( 'c' );
			return '<!-- wp:vitrine/countdown ' . serialize_block_attributes( $attributes ) . ' /-->';
		},
		$markup
	);
}

/**
 * Creates or updates a page by slug under an optional parent.
 *
 * @param string $slug    Page slug.
 * @param string $title   Page title.
 * @param string $content Block markup.
 * @param int    $parent_id Parent page ID.
 * @return int Page ID.
 */
function vitrine_demo_page( string $slug, string $title, string $content, int $parent_id = 0 ): int {
	$path     = $parent_id ? get_page_uri( $parent_id ) . '/' . $slug : $slug;
	$existing = get_page_by_path( $path );
	$page     = array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => $title,
		'post_name'    => $slug,
		'post_parent'  => $parent_id,
		'post_content' => $content,
	);
	if ( $existing ) {
		$page['ID'] = $existing->ID;
	}
	// Markup is trusted here (it comes from the plugin's own fixtures); slashes are for wp_insert_post.
	return (int) wp_insert_post( wp_slash( $page ) );
}

/**
 * Block markup of a heading.
 *
 * @param string $text  Heading text.
 * @param int    $level Heading level.
 */
function vitrine_demo_heading( string $text, int $level = 2 ): string {
	$attributes = 2 === $level ? '' : ' {"level":' . $level . '}';
	return sprintf( "<!-- wp:heading%1\$s -->\n<h%2\$d class=\"wp-block-heading\">%3\$s</h%2\$d>\n<!-- /wp:heading -->", $attributes, $level, esc_html( $text ) );
}

/**
 * Block markup of a paragraph.
 *
 * @param string $html Paragraph HTML (trusted).
 */
function vitrine_demo_paragraph( string $html ): string {
	return "<!-- wp:paragraph -->\n<p>" . $html . "</p>\n<!-- /wp:paragraph -->";
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
 * /blog/: the latest posts in a grid (core's Query Loop), newest first, six to a page.
 */
function vitrine_demo_blog_content(): string {
	return '<!-- wp:query {"queryId":1,"query":{"perPage":6,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","inherit":false},"align":"wide"} -->'
		. "\n<div class=\"wp-block-query alignwide\"><!-- wp:post-template {\"layout\":{\"type\":\"grid\",\"columnCount\":3}} -->"
		. "\n<!-- wp:post-featured-image {\"isLink\":true,\"aspectRatio\":\"3/2\"} /-->"
		. "\n<!-- wp:post-title {\"isLink\":true} /-->"
		. "\n<!-- wp:post-date /-->"
		. "\n<!-- wp:post-excerpt /-->"
		. "\n<!-- /wp:post-template -->"
		. "\n\n<!-- wp:query-pagination -->\n<!-- wp:query-pagination-previous /-->\n\n<!-- wp:query-pagination-numbers /-->\n\n<!-- wp:query-pagination-next /-->\n<!-- /wp:query-pagination --></div>"
		. "\n<!-- /wp:query -->";
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
 * A block's demo page slug: the block folder, except where the issues name the page otherwise.
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

/**
 * Demo posts for the post slider and the comments: three with featured images (the first with
 * threaded comments, the last sticky), one without an image and one without a title, in two
 * categories. Each is created once (sites seeded before a post was added get it on the next boot).
 *
 * @param string $plugin_dir Plugin folder.
 */
function vitrine_demo_posts( string $plugin_dir ): void {
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$guides = vitrine_demo_category( 'Guides' );
	$news   = vitrine_demo_category( 'News' );
	// Oldest first, so the list reads newest first on the site.
	$posts = array(
		'untitled' => array( '', 'A quick note without a title, to show how the post slider names it.', $news, false ),
		'notes'    => array( 'Notes from the workbench', 'No featured image here: the post slider keeps the card the same shape.', $guides, false ),
		'launch'   => array( 'Launch week', 'The shop opens on Monday. Here is what changes for customers, and what stays the same.', $news, true ),
		'workshop' => array( 'A workshop on accessible sliders', 'Autoplay that pauses, arrows that work from the keyboard, and labels that say where you are.', $guides, true ),
		'studio'   => array( 'Inside the studio', 'How a small team plans a marketing site that loads fast and reads well before any script runs.', $guides, true ),
	);
	// Sites seeded before posts had keys marked each demo post with 1: give them their key.
	foreach ( get_posts(
		array(
			'meta_key'    => '_vitrine_demo', // phpcs:ignore WordPress.DB.SlowDBQuery -- Seeding runs once, on a few demo posts.
			'meta_value'  => '1', // phpcs:ignore WordPress.DB.SlowDBQuery
			'post_type'   => 'post',
			'numberposts' => -1,
		)
	) as $legacy ) {
		foreach ( $posts as $key => $post ) {
			if ( $post[0] === $legacy->post_title ) {
				update_post_meta( $legacy->ID, '_vitrine_demo', $key );
			}
		}
	}
	$day = 0;
	foreach ( $posts as $key => list( $title, $text, $category, $has_image ) ) {
		++$day;
		$existing = get_posts(
			array(
				'meta_key'    => '_vitrine_demo', // phpcs:ignore WordPress.DB.SlowDBQuery -- Seeding runs once, on a few demo posts.
				'meta_value'  => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
				'post_type'   => 'post',
				'post_status' => 'any',
				'numberposts' => 1,
			)
		); // phpcs:ignore WordPress.DB.SlowDBQuery
		if ( $existing ) {
			continue;
		}
		$id = wp_insert_post(
			array(
				'post_type'     => 'post',
				'post_status'   => 'publish',
				'post_title'    => $title,
				'post_name'     => '' === $title ? 'quick-note' : '',
				'post_content'  => vitrine_demo_paragraph( esc_html( $text ) ),
				'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01 10:00:00' ) + $day * DAY_IN_SECONDS ),
				'post_category' => array( $category ),
				'meta_input'    => array( '_vitrine_demo' => $key ),
			)
		);
		if ( $has_image ) {
			$attachment = vitrine_demo_image( $plugin_dir . '/tools/demo/images/' . $key . '.jpg', $id, $title );
			if ( $attachment ) {
				set_post_thumbnail( $id, $attachment );
			}
		}
		if ( 'launch' === $key ) {
			stick_post( $id );
		}
		if ( 'studio' === $key ) {
			vitrine_demo_comments( $id );
		}
	}
}

/**
 * A category by name, created once.
 *
 * @param string $name Category name.
 * @return int Term ID.
 */
function vitrine_demo_category( string $name ): int {
	$term = get_term_by( 'name', $name, 'category' );
	if ( $term ) {
		return (int) $term->term_id;
	}
	$created = wp_insert_term( $name, 'category' );
	return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
}

/**
 * Copies an image into uploads and attaches it.
 *
 * @param string $file   Source image.
 * @param int    $parent_id Post ID.
 * @param string $alt    Alternative text.
 * @return int Attachment ID, or 0.
 */
function vitrine_demo_image( string $file, int $parent_id, string $alt ): int {
	$upload = wp_upload_bits( basename( $file ), null, (string) file_get_contents( $file ) );
	if ( ! empty( $upload['error'] ) ) {
		return 0;
	}
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $alt,
			'post_status'    => 'inherit',
		),
		$upload['file'],
		$parent_id
	);
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return (int) $id;
}

/**
 * A small threaded conversation.
 *
 * @param int $post_id Post ID.
 */
function vitrine_demo_comments( int $post_id ): void {
	$thread = array(
		array( 'Ana', 'Loved the part about markup that works without JavaScript.', 0 ),
		array( 'Ben', 'Same here. Does that hold for the shop pages too?', 1 ),
		array( 'Vitrine team', 'Yes: the shop helpers only add to WooCommerce’s own markup.', 2 ),
		array( 'Chloé', 'When is the next workshop?', 0 ),
	);
	$ids    = array( 0 );
	foreach ( $thread as $comment ) {
		$ids[] = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post_id,
				'comment_author'   => $comment[0],
				'comment_content'  => $comment[1],
				'comment_parent'   => $ids[ $comment[2] ],
				'comment_approved' => 1,
			)
		);
	}
}

/**
 * The header menu (block themes read the first navigation menu): the studio's pages, the blog
 * and the block demos. tools/demo/shop.php adds the shop.
 */
function vitrine_demo_navigation(): void {
	$links = array( 'Home' => home_url( '/' ) );
	foreach ( array( 'about', 'services', 'portfolio', 'launch', 'blog', 'demo' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page ) {
			$links[ 'demo' === $slug ? 'Demos' : $page->post_title ] = get_permalink( $page );
		}
	}
	$content  = vitrine_demo_navigation_links( $links );
	$existing = get_posts(
		array(
			'post_type'   => 'wp_navigation',
			'numberposts' => 1,
			'post_status' => 'publish',
		)
	);
	wp_insert_post(
		wp_slash(
			array(
				'ID'           => $existing ? $existing[0]->ID : 0,
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => 'Header',
				'post_content' => $content,
			)
		)
	);
}

/**
 * Navigation link blocks, in order.
 *
 * @param array<string, string> $links Label => URL.
 */
function vitrine_demo_navigation_links( array $links ): string {
	$markup = '';
	foreach ( $links as $label => $url ) {
		$markup .= '<!-- wp:navigation-link ' . wp_json_encode(
			array(
				'label' => $label,
				'url'   => $url,
				'kind'  => 'custom',
			)
		) . ' /-->';
	}
	return $markup;
}

/**
 * Editor preferences for the administrator: no welcome guide racing the demo or the tests.
 */
function vitrine_demo_admin_preferences(): void {
	global $wpdb;
	$admin = get_user_by( 'login', 'admin' );
	if ( ! $admin ) {
		return;
	}
	update_user_meta(
		$admin->ID,
		$wpdb->get_blog_prefix() . 'persisted_preferences',
		array(
			'core/edit-post' => array(
				'welcomeGuide'               => false,
				'fullscreenMode'             => false,
				'isComplementaryAreaVisible' => true,
			),
			'core/edit-site' => array( 'welcomeGuide' => false ),
			'_modified'      => gmdate( 'c' ),
		)
	);
}
