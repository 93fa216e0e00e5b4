<?php
/**
 * The benchmark's content (tools/bench.mjs): the theme it measures on, a page with every Vitrine
 * block below the fold, and floor pages (the same visible content in core blocks only).
 *
 * @package Vitrine
 */

/**
 * Switches to Twenty Twenty-Five when present, publishes the below-the-fold page and prints the
 * theme the bench measures on.
 *
 * @param string $plugin_dir Vitrine's folder.
 */
function vitrine_bench_prepare( string $plugin_dir ): void {
	if ( wp_get_theme( 'twentytwentyfive' )->exists() ) {
		switch_theme( 'twentytwentyfive' );
	}
	echo esc_html( wp_get_theme()->get( 'Name' ) );
	$blocks  = array(
		'counter/demo-orders',
		'skill-circles/demo-skills',
		'hero-slider/demo-launch',
		'countdown/demo-launch',
		'portfolio/demo-work',
	);
	$content = '<!-- wp:paragraph --><p>Every Vitrine block on this page is below the fold.</p><!-- /wp:paragraph -->'
		. '<!-- wp:spacer {"height":"2400px"} --><div style="height:2400px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
	foreach ( $blocks as $fixture ) {
		list( $block, $name ) = explode( '/', $fixture );
		$content             .= (string) file_get_contents( "{$plugin_dir}/src/blocks/{$block}/test/fixtures/{$name}.html" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'bench-below-the-fold',
			'post_title'   => 'Below the fold',
			'post_content' => wp_slash( $content ),
		)
	);
	// The load step's comments land on a post of their own.
	wp_insert_post(
		array(
			'post_type'      => 'post',
			'post_status'    => 'publish',
			'post_name'      => 'bench-comments',
			'post_title'     => 'Comments under load',
			'post_content'   => '<!-- wp:paragraph --><p>The load bench posts its comments here.</p><!-- /wp:paragraph -->',
			'comment_status' => 'open',
		)
	);
	// All comments come from this one machine, where real ones come from many visitors: without
	// this, WordPress's flood check (one comment per address every 15 s) would refuse them.
	if ( ! is_dir( WPMU_PLUGIN_DIR ) ) {
		mkdir( WPMU_PLUGIN_DIR, 0777, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
	}
	file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		WPMU_PLUGIN_DIR . '/vitrine-bench-comments.php',
		"<?php\n// The load bench's visitors share one address (tools/wp/bench.php).\nadd_filter( 'comment_flood_filter', '__return_false' );\n"
	);
}

/**
 * The load step's post and how many comments it has, in any status.
 *
 * @return array{id: int, comments: int}
 */
function vitrine_bench_comments(): array {
	$post = get_page_by_path( 'bench-comments', OBJECT, 'post' );
	$id   = $post ? $post->ID : 0;
	return array(
		'id'       => $id,
		'comments' => $id ? (int) get_comments(
			array(
				'post_id' => $id,
				'count'   => true,
				'status'  => 'all',
			)
		) : 0,
	);
}

/**
 * The blocks, with each block that `$replace` answers for (an array of blocks, maybe several, maybe
 * none) replaced by its answer, depth first, and the others kept with their inner blocks replaced
 * the same way. A parent's inner content keeps one placeholder per inner block, so that
 * serialize_blocks() writes every block that took another's place.
 *
 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
 * @param callable                         $replace Takes a block; returns its replacement blocks, or null to keep it.
 * @return array<int, array<string, mixed>>
 */
function vitrine_bench_replace( array $blocks, callable $replace ): array {
	$result = array();
	foreach ( $blocks as $block ) {
		$replacement = $replace( $block );
		if ( is_array( $replacement ) ) {
			array_push( $result, ...$replacement );
			continue;
		}
		$inner   = array();
		$content = array();
		$next    = 0;
		foreach ( $block['innerContent'] as $chunk ) {
			if ( is_string( $chunk ) ) {
				$content[] = $chunk;
				continue;
			}
			foreach ( vitrine_bench_replace( array( $block['innerBlocks'][ $next++ ] ), $replace ) as $child ) {
				$inner[]   = $child;
				$content[] = null;
			}
		}
		$block['innerBlocks']  = $inner;
		$block['innerContent'] = $content;
		$result[]              = $block;
	}
	return $result;
}

/**
 * Replaces each outermost Vitrine block, in document order, with the next captured markup.
 *
 * @param array<int, array<string, mixed>> $blocks   Parsed blocks.
 * @param string[]                         $captured Core-block markup, one per Vitrine block.
 * @return array<int, array<string, mixed>>
 */
function vitrine_bench_swap( array $blocks, array &$captured ): array {
	return vitrine_bench_replace(
		$blocks,
		static function ( array $block ) use ( &$captured ): ?array {
			return 0 === strpos( (string) $block['blockName'], 'vitrine/' ) ? parse_blocks( (string) array_shift( $captured ) ) : null;
		}
	);
}

/**
 * The blocks with every pattern reference (`core/pattern`, as the studio's pages are made) replaced
 * by the pattern's own blocks, so that the swap sees the Vitrine blocks a visitor is shown. Left
 * in place, a reference would keep the Vitrine blocks in the floor page, which Vitrine then
 * renders there too, and which render nothing while Vitrine is inactive.
 *
 * @param array<int, array<string, mixed>> $blocks Parsed blocks.
 * @return array<int, array<string, mixed>>
 */
function vitrine_bench_expand_patterns( array $blocks ): array {
	return vitrine_bench_replace(
		$blocks,
		static function ( array $block ): ?array {
			$pattern = 'core/pattern' === $block['blockName']
				? WP_Block_Patterns_Registry::get_instance()->get_registered( (string) ( $block['attrs']['slug'] ?? '' ) )
				: null;
			return is_array( $pattern ) ? vitrine_bench_expand_patterns( parse_blocks( (string) $pattern['content'] ) ) : null;
		}
	);
}

/**
 * A floor page's content: the page's, each outermost Vitrine block swapped for the core blocks of
 * what it shows, and what the blocks hold but do not show (other slides, messages for later) in a
 * closed Details block at the end, sent and rendered as Vitrine's are, never painted.
 *
 * @param string   $content  The measured page's content.
 * @param string[] $captured Core-block markup of what each Vitrine block shows, in order.
 * @param string   $hidden   Core-block markup of what they hold but do not show.
 */
function vitrine_bench_floor_content( string $content, array $captured, string $hidden ): string {
	$floor = serialize_blocks( vitrine_bench_swap( vitrine_bench_expand_patterns( parse_blocks( $content ) ), $captured ) );
	if ( '' === $hidden ) {
		return $floor;
	}
	return $floor . "\n<!-- wp:details -->\n<details class=\"wp-block-details\"><summary>…</summary>" . $hidden . "</details>\n<!-- /wp:details -->";
}

/**
 * Publishes a floor page for each measured page.
 *
 * @param array<int, array{path: string, blocks: string[], hidden?: string}> $pages Captured pages.
 * @return array<string, string> Floor addresses by the measured page's path.
 */
function vitrine_bench_floors( array $pages ): array {
	$floors = array();
	foreach ( $pages as $page ) {
		$id   = '/' === $page['path'] ? (int) get_option( 'page_on_front' ) : url_to_postid( home_url( $page['path'] ) );
		$post = $id ? get_post( $id ) : null;
		if ( ! $post ) {
			continue;
		}
		$floor = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'bench-floor-' . $post->post_name,
				'post_title'   => $post->post_title,
				'post_content' => wp_slash( vitrine_bench_floor_content( $post->post_content, $page['blocks'], (string) ( $page['hidden'] ?? '' ) ) ),
			)
		);
		if ( $floor && ! is_wp_error( $floor ) ) {
			$floors[ $page['path'] ] = (string) get_permalink( $floor );
		}
	}
	return $floors;
}

/**
 * The shop pages the bench measures: a product, WooCommerce's cart and checkout pages (the Cart
 * and Checkout blocks a new store gets) and the demo's classic (shortcode) ones beside them
 * (demo/shop.php, vitrine_demo_cart_pages()).
 *
 * @return array{product: int, productLink: string, blockCart: string, blockCheckout: string, classicCart: string, classicCheckout: string}
 */
function vitrine_bench_shop(): array {
	$product = get_page_by_path( 'rig-hoodie', OBJECT, 'product' );
	return array(
		'product'         => $product ? $product->ID : 0,
		'productLink'     => $product ? (string) get_permalink( $product ) : '',
		'blockCart'       => wc_get_page_permalink( 'cart' ),
		'blockCheckout'   => wc_get_page_permalink( 'checkout' ),
		'classicCart'     => (string) get_permalink( get_page_by_path( 'classic-cart' ) ),
		'classicCheckout' => (string) get_permalink( get_page_by_path( 'classic-checkout' ) ),
	);
}

/**
 * The side-by-side pages (docs/performance.md): for each section of bench/kadence/sections.json, Vitrine's demo
 * fixtures at /vitrine/<slug>/ and the same content built with Kadence Blocks at /kadence/<slug>/
 * (its saved markup, bench/kadence/<slug>.html), and every section on one page at
 * /vitrine/all-sections/ and /kadence/all-sections/. Kadence is active under /kadence/ alone
 * (tools/wp/mu-plugins/vitrine-local.php). Without Kadence's markup or plugin, there are none.
 *
 * @param string $plugin_dir Vitrine's folder.
 * @return array<string, array{title: string, vitrine: string, kadence: string}> Pages by section.
 */
function vitrine_bench_side_by_side( string $plugin_dir ): array {
	$manifest = json_decode( (string) file_get_contents( "{$plugin_dir}/bench/kadence/sections.json" ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	if ( ! is_dir( WP_PLUGIN_DIR . '/kadence-blocks' ) || ! is_array( $manifest ) ) {
		return array();
	}
	$read     = static function ( string $file ): string {
		return is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	};
	$sections = array();
	foreach ( $manifest['sections'] as $slug => $section ) {
		$vitrine = '';
		foreach ( $section['vitrine'] as $fixture ) {
			list( $block, $name ) = explode( '/', $fixture );
			$vitrine             .= $read( "{$plugin_dir}/src/blocks/{$block}/test/fixtures/{$name}.html" ) . "\n\n";
		}
		$kadence = $read( "{$plugin_dir}/bench/kadence/{$slug}.html" );
		if ( '' === $kadence ) {
			continue;
		}
		$sections[ $slug ] = array(
			'title'   => $section['title'],
			'vitrine' => $vitrine,
			'kadence' => $kadence,
		);
	}
	if ( ! $sections ) {
		return array();
	}
	$sections['all-sections'] = array(
		'title'   => 'Every section',
		'vitrine' => implode( "\n\n", array_column( $sections, 'vitrine' ) ),
		'kadence' => implode( "\n\n", array_column( $sections, 'kadence' ) ),
	);

	$pages = array();
	foreach ( array( 'vitrine', 'kadence' ) as $side ) {
		$parent = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_name'   => $side,
				'post_title'  => 'vitrine' === $side ? 'Vitrine' : 'Kadence Blocks',
			)
		);
		foreach ( $sections as $slug => $section ) {
			$pages[ $slug ][ $side ] = (string) wp_make_link_relative(
				get_permalink(
					wp_insert_post(
						array(
							'post_type'    => 'page',
							'post_status'  => 'publish',
							'post_parent'  => $parent,
							'post_name'    => $slug,
							'post_title'   => $section['title'],
							'post_content' => wp_slash( $section[ $side ] ),
						)
					)
				)
			);
			$pages[ $slug ]['title'] = $section['title'];
		}
	}
	return $pages;
}
