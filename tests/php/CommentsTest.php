<?php
/**
 * Comment replies (CF-1, CF-2): WordPress's comment-reply script is loaded on single views that
 * take threaded comments, and nowhere else.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class CommentsTest extends TestCase {

	private int $post;

	protected function setUp(): void {
		$this->post = wp_insert_post(
			array(
				'post_title'     => 'Threads',
				'post_status'    => 'publish',
				'comment_status' => 'open',
			)
		);
	}

	protected function tearDown(): void {
		wp_delete_post( $this->post, true );
		wp_dequeue_script( 'comment-reply' );
		update_option( 'thread_comments', 1 );
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	private function view( array $query ): void {
		$GLOBALS['wp_query']     = new WP_Query( $query );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		Vitrine\Comments\enqueue();
	}

	public function test_CF_1_CF_2_a_single_post_with_threaded_comments_loads_comment_reply(): void {
		update_option( 'thread_comments', 1 );
		$this->view( array( 'p' => $this->post ) );
		$this->assertTrue( wp_script_is( 'comment-reply', 'enqueued' ) );
	}

	public function test_CF_1_no_reply_script_without_threads_closed_comments_or_on_lists(): void {
		update_option( 'thread_comments', 0 );
		$this->view( array( 'p' => $this->post ) );
		$this->assertFalse( wp_script_is( 'comment-reply', 'enqueued' ) );

		update_option( 'thread_comments', 1 );
		$this->view( array( 'post_type' => 'post' ) );
		$this->assertFalse( wp_script_is( 'comment-reply', 'enqueued' ) );

		wp_update_post( array( 'ID' => $this->post, 'comment_status' => 'closed' ) );
		$this->view( array( 'p' => $this->post ) );
		$this->assertFalse( wp_script_is( 'comment-reply', 'enqueued' ) );
	}
}
