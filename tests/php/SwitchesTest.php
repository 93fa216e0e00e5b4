<?php
/**
 * A site's cost where it shows nothing (docs/performance.md): without a colour-mode switch or a style
 * switcher anywhere and with a light default, no page gets the head script or the dark styles
 * (CM-5, SW-1); the moment either is placed (a post, a synced pattern in use, a registered
 * pattern in use, a block widget), every page gets both. The demo's content is taken out of
 * publication for each test and put back after.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\ColorMode;
use Vitrine\Head;
use Vitrine\Settings;
use Vitrine\Switches;

final class SwitchesTest extends TestCase {

	/** @var array<int, string> Published content, by ID, with the status to put back. */
	private array $published = array();

	/** @var int[] Posts made by a test. */
	private array $made = array();

	/** @var mixed */
	private $widgets;

	protected function setUp(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		foreach ( $wpdb->get_results( "SELECT ID, post_status FROM {$wpdb->posts} WHERE post_status IN ('publish', 'private')" ) as $row ) {
			$this->published[ (int) $row->ID ] = $row->post_status;
		}
		$this->set_statuses( array_fill_keys( array_keys( $this->published ), 'draft' ) );
		$this->widgets = get_option( 'widget_block' );
		delete_option( 'widget_block' );
		Switches\forget();
		$this->new_page();
	}

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		$this->set_statuses( $this->published );
		false === $this->widgets ? delete_option( 'widget_block' ) : update_option( 'widget_block', $this->widgets );
		delete_option( Settings\OPTION );
		Switches\forget();
		$this->new_page();
	}

	/**
	 * Sets statuses in the database directly: no hook runs, as if the site had always been so.
	 *
	 * @param array<int, string> $statuses By post ID.
	 */
	private function set_statuses( array $statuses ): void {
		global $wpdb;
		foreach ( $statuses as $id => $status ) {
			$wpdb->update( $wpdb->posts, array( 'post_status' => $status ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
			clean_post_cache( $id );
		}
	}

	private function new_page(): void {
		Switches\rendered( false );
		Head\printed( false );
	}

	/**
	 * What Vitrine prints in a page's head and right after `<body>`, as a new request would.
	 */
	private function head(): string {
		$this->new_page();
		ob_start();
		ColorMode\print_head();
		Head\print_script();
		ColorMode\print_body_open();
		return (string) ob_get_clean();
	}

	private function assert_nothing_printed( string $why ): void {
		$head = $this->head();
		$this->assertStringNotContainsString( 'vitrine-head-js', $head, $why );
		$this->assertStringNotContainsString( 'vitrine-color-mode-css', $head, $why );
		$this->assertStringNotContainsString( 'vitrine-color-mode-body-js', $head, $why );
		// The site default is still said (CM-1).
		$this->assertStringContainsString( '<meta name="theme-style-mode" content="0" />', $head, $why );
	}

	private function assert_everything_printed( string $why ): void {
		$head = $this->head();
		$this->assertMatchesRegularExpression( '#<script [^>]*id="vitrine-head-js"#', $head, $why );
		$this->assertStringContainsString( '<style id="vitrine-color-mode-css">', $head, $why );
		$this->assertStringContainsString( 'vitrine-color-mode-body-js', $head, $why );
	}

	private function publish( string $content, string $type = 'page' ): int {
		$id           = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_status'  => 'publish',
				'post_title'   => 'Switch test',
				'post_content' => $content,
			)
		);
		$this->made[] = $id;
		return $id;
	}

	public function test_CM_5_SW_1_a_site_without_switches_and_a_light_default_prints_no_head_script_and_no_dark_styles(): void {
		$this->assert_nothing_printed( 'nothing placed' );
		// A draft is not placed.
		$draft = $this->publish( '<!-- wp:vitrine/color-mode-switch /-->' );
		wp_update_post(
			array(
				'ID'          => $draft,
				'post_status' => 'draft',
			)
		);
		$this->assert_nothing_printed( 'a switch in a draft' );
	}

	public function test_CM_5_a_switch_placed_in_a_post_gives_every_page_both_and_removing_it_takes_them_away(): void {
		$post = $this->publish( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --><!-- wp:vitrine/color-mode-switch {"showLabels":false} /-->', 'post' );
		$this->assert_everything_printed( 'a switch in a published post' );
		wp_trash_post( $post );
		$this->assert_nothing_printed( 'the post in the trash' );
	}

	public function test_SW_1_a_style_switcher_in_a_template_part_or_a_widget_gives_every_page_both(): void {
		$part = $this->publish( '<!-- wp:group --><div class="wp-block-group"><!-- wp:vitrine/style-switcher /--></div><!-- /wp:group -->', 'wp_template_part' );
		$this->assert_everything_printed( 'a switcher in a template part' );
		wp_delete_post( $part, true );
		$this->assert_nothing_printed( 'the template part deleted' );
		update_option( 'widget_block', array( 2 => array( 'content' => '<!-- wp:vitrine/style-switcher /-->' ) ) );
		$this->assert_everything_printed( 'a switcher in a block widget' );
	}

	public function test_CM_5_a_synced_pattern_counts_where_published_content_uses_it(): void {
		$pattern = $this->publish( '<!-- wp:vitrine/color-mode-switch /-->', 'wp_block' );
		$this->assert_nothing_printed( 'a synced pattern nobody uses' );
		$this->publish( '<!-- wp:block {"ref":' . $pattern . '} /-->' );
		$this->assert_everything_printed( 'a page using the synced pattern' );
	}

	public function test_CM_5_a_registered_pattern_with_a_switch_counts_where_content_includes_it(): void {
		// Vitrine's header pattern holds a colour-mode switch.
		$this->assertStringContainsString( 'wp:vitrine/color-mode-switch', WP_Block_Patterns_Registry::get_instance()->get_registered( 'vitrine/header' )['content'] );
		$this->publish( '<!-- wp:pattern {"slug":"vitrine/header"} /-->', 'wp_template_part' );
		$this->assert_everything_printed( 'a template part including the header pattern' );
	}

	public function test_CM_5_a_dark_or_system_default_needs_both_without_a_switch(): void {
		foreach ( array( 'dark', 'system' ) as $mode ) {
			update_option( Settings\OPTION, array( 'color_mode' => $mode ) );
			$head = $this->head();
			$this->assertStringContainsString( 'vitrine-head-js', $head, $mode );
			$this->assertStringContainsString( 'vitrine-color-mode-css', $head, $mode );
		}
	}

	/**
	 * Counts the site's content searches (the unindexed LIKE scan over every post) while a step runs.
	 *
	 * @param callable $step What runs.
	 */
	private function searches( callable $step ): int {
		$count = 0;
		$watch = static function ( string $query ) use ( &$count ): string {
			if ( false !== strpos( $query, 'post_content LIKE' ) ) {
				++$count;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		try {
			$step();
		} finally {
			remove_filter( 'query', $watch );
		}
		return $count;
	}

	/**
	 * Twenty visitors' page views, one after another in this process (each a new page).
	 */
	private function twenty_visitors(): void {
		for ( $visitor = 0; $visitor < 20; $visitor++ ) {
			$this->head();
		}
	}

	public function test_CM_5_SW_1_only_a_change_that_may_place_a_switch_searches_again_and_visitors_never_do(): void {
		$this->publish( '<!-- wp:vitrine/color-mode-switch /-->' );
		// The request that published it searched once, before it ended; no visitor searches.
		$this->assertSame( 1, $this->searches( fn() => $this->twenty_visitors() ), 'the publishing request' );
		$this->assertSame( 0, $this->searches( fn() => $this->twenty_visitors() ), 'twenty visitors' );
		// A guest's checkout writes draft orders and placeholder posts (types nobody views) and
		// posts with no switch nor pattern: the answer stands.
		register_post_type( 'vitrine_test_order', array( 'public' => false ) );
		$writes = function (): void {
			$order = wp_insert_post(
				array(
					'post_type'   => 'vitrine_test_order',
					'post_status' => 'wc-checkout-draft',
					'post_title'  => 'Order',
				)
			);
			wp_update_post(
				array(
					'ID'          => $order,
					'post_status' => 'wc-processing',
				)
			);
			$this->made[] = $order;
			$this->publish( '<!-- wp:paragraph --><p>A placeholder</p><!-- /wp:paragraph -->', 'post' );
		};
		$this->assertSame( 0, $this->searches( $writes ), 'a guest checkout' );
		$this->assertSame( 0, $this->searches( fn() => $this->twenty_visitors() ), 'after the checkout' );
		$this->assert_everything_printed( 'still placed' );
		unregister_post_type( 'vitrine_test_order' );
	}

	public function test_CM_5_where_the_answer_is_missing_one_request_searches_and_the_others_wait_for_it(): void {
		global $wpdb;
		// Another request holds the lock: this one answers "placed" (it prints what a switch needs)
		// without searching, and keeps nothing.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => Switches\LOCK,
				'option_value' => (string) time(),
				'autoload'     => 'no',
			)
		);
		$this->assertSame( 0, $this->searches( fn() => $this->assert_everything_printed( 'while another searches' ) ) );
		$this->assertFalse( get_option( Switches\OPTION ) );
		// A lock left by a crashed request is taken over once it is old.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( time() - Switches\LOCK_SECONDS - 1 ) ), array( 'option_name' => Switches\LOCK ) );
		$this->assertSame( 1, $this->searches( fn() => $this->assert_nothing_printed( 'the lock taken over' ) ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Switches\LOCK ) ), 'the lock is gone' );
	}

	public function test_CM_5_each_theme_keeps_its_answer_so_requests_showing_another_write_nothing(): void {
		$this->publish( '<!-- wp:vitrine/color-mode-switch /-->' );
		$this->head();
		$ours  = Switches\theme_key();
		$other = array_values( array_diff( array_keys( wp_get_themes() ), array( get_stylesheet() ) ) )[0];
		$show  = static fn() => $other;
		// A request that shows another theme (a preview, a test switch) keeps that theme's answer once.
		add_filter( 'pre_option_stylesheet', $show );
		add_filter( 'pre_option_template', $show );
		try {
			$theirs = Switches\theme_key();
			$this->head();
			$written = 0;
			$count   = static function () use ( &$written ): void {
				++$written;
			};
			add_action( 'update_option_' . Switches\OPTION, $count );
			$this->head();
		} finally {
			remove_filter( 'pre_option_stylesheet', $show );
			remove_filter( 'pre_option_template', $show );
		}
		// Back on this theme: its answer stands beside the other's, and nothing is written.
		$this->head();
		remove_action( 'update_option_' . Switches\OPTION, $count );
		$this->assertSame( 0, $written, 'pages alternating between two themes' );
		$this->assertSame( array( $ours, $theirs ), array_keys( get_option( Switches\OPTION ) ) );
		// A change of content answers anew for both, in the request that made it.
		$this->publish( '<!-- wp:paragraph --><p>A pattern below</p><!-- /wp:paragraph --><!-- wp:pattern {"slug":"vitrine/header"} /-->', 'post' );
		$this->head();
		$this->assertSame( array( $ours, $theirs ), array_keys( get_option( Switches\OPTION ) ) );
		$this->assertTrue( get_option( Switches\OPTION )[ $theirs ] );
	}

	public function test_CM_2_a_contributor_s_block_preview_through_rest_does_not_mark_the_site(): void {
		$this->assert_nothing_printed( 'nothing placed' );
		$contributor = wp_insert_user(
			array(
				'user_login' => 'vitrine-switch-contributor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'contributor',
			)
		);
		wp_set_current_user( $contributor );
		try {
			$request = new WP_REST_Request( 'GET', '/wp/v2/block-renderer/vitrine/color-mode-switch' );
			$request->set_param( 'context', 'edit' );
			$response = rest_do_request( $request );
			$this->assertSame( 200, $response->get_status() );
			$this->assertStringContainsString( 'vitrine', (string) ( $response->get_data()['rendered'] ?? '' ) );
		} finally {
			wp_set_current_user( 0 );
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $contributor );
		}
		$this->assert_nothing_printed( 'after the REST preview' );
	}

	public function test_CM_2_a_switch_the_search_missed_works_on_its_page_and_marks_the_site(): void {
		$this->assert_nothing_printed( 'nothing placed' );
		// A classic theme's template printing one from PHP: after the head.
		$this->assertStringContainsString( 'my_switcher', do_blocks( '<!-- wp:vitrine/color-mode-switch /-->' ) );
		ob_start();
		Head\print_late();
		$footer = (string) ob_get_clean();
		$this->assertStringContainsString( '<style id="vitrine-color-mode-css">', $footer );
		$this->assertStringContainsString( 'vitrine-head-js', $footer );
		$this->assertSame( 1, has_action( 'wp_footer', 'Vitrine\\Head\\print_late' ) );
		// The next page has both in its head.
		$this->assert_everything_printed( 'the page after' );
	}
}
