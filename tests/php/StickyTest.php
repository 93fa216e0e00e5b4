<?php
/**
 * "Stick after scrolling" on the server (SH-1): the attribute on groups and the header template
 * part, and the markup that keeps a sticky block's place.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;

final class StickyTest extends TestCase {

	public function test_SH_1_groups_and_template_parts_have_the_attribute(): void {
		foreach ( array( 'core/group', 'core/template-part' ) as $name ) {
			$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertSame( array( 'type' => 'boolean', 'default' => false ), $type->attributes['vitrineSticky'], $name );
		}
	}

	public function test_SH_1_a_sticky_group_is_marked_and_wrapped_others_are_untouched(): void {
		$html = do_blocks( '<!-- wp:group {"vitrineSticky":true} --><div class="wp-block-group"><p>Header</p></div><!-- /wp:group -->' );
		$this->assertMatchesRegularExpression( '/^<div class="vitrine-sticky-space"><div class="wp-block-group [^"]*\bvitrine-sticky\b[^"]*"><p>Header<\/p><\/div><\/div>$/', trim( $html ) );
		$this->assertTrue( wp_script_is( 'vitrine-view-sticky', 'enqueued' ) );
		foreach ( array( '{}', '{"vitrineSticky":"yes"}', '{"vitrineSticky":false}' ) as $attributes ) {
			$plain = do_blocks( "<!-- wp:group {$attributes} --><div class=\"wp-block-group\"><p>Text</p></div><!-- /wp:group -->" );
			$this->assertStringNotContainsString( 'vitrine-sticky', $plain, $attributes );
		}
	}
}
