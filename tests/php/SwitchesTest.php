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
