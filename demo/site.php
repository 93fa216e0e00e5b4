<?php
/**
 * The demo site: a fictional studio's pages made of Vitrine's page patterns (Home, About,
 * Services, Portfolio, Launch offer), a blog of five posts with pictures and a threaded comment,
 * and the header menu; demo/shop.php adds the store when WooCommerce is active.
 *
 * Shipped with the plugin for the plugin directory's live preview
 * (.wordpress-org/blueprints/blueprint.json), and used by `npm start` and the test sites through
 * tools/demo/seed.php, which adds a page per block for testers. Nothing loads it unless asked: a
 * site runs it with `require WP_PLUGIN_DIR . '/vitrine/demo/site.php'; vitrine_demo_site();`.
 * Idempotent: pages are updated in place by path, posts and media are created once.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reads the demo's own pictures from disk, never a URL.

/**
 * Seeds the demo site: its settings, the studio's pages, the blog, the posts and the menu.
 */
function vitrine_demo_site(): void {
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

	$home = vitrine_demo_site_pages();
	vitrine_demo_page( 'blog', 'Blog', vitrine_demo_blog_content() );
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $home );
	// The blog is a page of the studio's own (a Query Loop), not the theme's posts template.
	update_option( 'page_for_posts', 0 );

	vitrine_demo_posts();
	vitrine_demo_navigation();
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
 * Demo posts for the post slider and the comments: three with featured images (the first with
 * threaded comments, the last sticky), one without an image and one without a title, in two
 * categories. Each is created once (sites seeded before a post was added get it on the next boot).
 */
function vitrine_demo_posts(): void {
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
			$attachment = vitrine_demo_image( __DIR__ . '/images/' . $key . '.jpg', $id, $title );
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
 * The header menu (block themes read the first navigation menu), made of what the site has: the
 * studio's pages and the blog; the store front (as "Shop": its button leads on to WooCommerce's
 * catalogue) and the cart once demo/shop.php has seeded the store (the checkout and the account
 * are a step from the cart); the block demos on the testers' sites (tools/demo/seed.php).
 */
function vitrine_demo_navigation(): void {
	$links = array( 'Home' => home_url( '/' ) );
	foreach ( array( 'about', 'services', 'portfolio', 'launch', 'blog' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page ) {
			$links[ $page->post_title ] = get_permalink( $page );
		}
	}
	$store = get_page_by_path( 'store' );
	if ( $store && function_exists( 'wc_get_page_id' ) && wc_get_page_id( 'cart' ) > 0 ) {
		$cart          = wc_get_page_id( 'cart' );
		$links['Shop'] = get_permalink( $store );

		$links[ get_the_title( $cart ) ] = get_permalink( $cart );
	}
	$demos = get_page_by_path( 'demo' );
	if ( $demos ) {
		$links['Demos'] = get_permalink( $demos );
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
