<?php
/**
 * Settings → Vitrine: the option, its schema and its sanitiser.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\Settings;

final class SettingsTest extends TestCase {

	protected function tearDown(): void {
		delete_option( Settings\OPTION );
		remove_all_filters( 'vitrine_settings_fields' );
	}

	public function test_defaults_apply_when_nothing_is_stored(): void {
		delete_option( Settings\OPTION );
		$this->assertSame( array( 'animations' => true, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
	}

	public function test_option_is_registered_for_rest_with_its_schema(): void {
		$registered = get_registered_settings()[ Settings\OPTION ];
		$schema     = $registered['show_in_rest']['schema'];
		$this->assertSame( 'boolean', $schema['properties']['animations']['type'] );
		$this->assertFalse( $schema['additionalProperties'] );
	}

	public function test_unknown_keys_are_dropped_and_a_submitted_unchecked_box_is_false(): void {
		$clean = Settings\sanitize( array( '_submitted' => '1', 'evil' => '<script>' ) );
		$this->assertSame( array( 'animations' => false, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => false, 'shop_scripts' => 'woocommerce', 'preloader' => false ), $clean );
	}

	public function test_hostile_stored_values_are_cleaned_on_read(): void {
		update_option( Settings\OPTION, array( 'animations' => array( 'x' ) ) );
		$this->assertSame( array( 'animations' => false, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
		update_option( Settings\OPTION, 'not an array' );
		$this->assertSame( array( 'animations' => true, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
	}

	public function test_integers_clamp_and_enums_refuse_with_a_message(): void {
		add_filter(
			'vitrine_settings_fields',
			static function ( $fields ) {
				$fields['speed'] = array( 'type' => 'integer', 'default' => 5, 'min' => 1, 'max' => 10, 'label' => 'Speed', 'description' => '' );
				$fields['mode']  = array( 'type' => 'enum', 'default' => 'a', 'choices' => array( 'a' => 'A', 'b' => 'B' ), 'label' => 'Mode', 'description' => '' );
				return $fields;
			}
		);
		$result = Settings\sanitize_values( array( 'speed' => '99', 'mode' => 'zzz' ) );
		$this->assertSame( 10, $result['values']['speed'] );
		$this->assertSame( 'a', $result['values']['mode'] );
		$this->assertSame( 'Speed must be between 1 and 10; it was set to 10.', $result['problems']['speed'] );
		$this->assertSame( 'Mode had an unknown choice; the default was kept.', $result['problems']['mode'] );

		$result = Settings\sanitize_values( array( 'speed' => 'fast' ) );
		$this->assertSame( 5, $result['values']['speed'] );
		$this->assertSame( 'Speed must be a number; it was reset to 5.', $result['problems']['speed'] );
	}

	public function test_animations_off_adds_the_body_class(): void {
		update_option( Settings\OPTION, array( 'animations' => false ) );
		$this->assertContains( 'vitrine-no-animations', Settings\body_classes( array() ) );
		update_option( Settings\OPTION, array( 'animations' => true ) );
		$this->assertNotContains( 'vitrine-no-animations', Settings\body_classes( array() ) );
	}
}
