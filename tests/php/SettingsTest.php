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
		$this->assertSame( array( 'animations' => true, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'mobile_menu_breakpoint' => 991, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
	}

	public function test_option_is_registered_for_rest_with_its_schema(): void {
		$registered = get_registered_settings()[ Settings\OPTION ];
		$schema     = $registered['show_in_rest']['schema'];
		$this->assertSame( 'boolean', $schema['properties']['animations']['type'] );
		$this->assertFalse( $schema['additionalProperties'] );
	}

	public function test_unknown_keys_are_dropped_and_a_submitted_unchecked_box_is_false(): void {
		$clean = Settings\sanitize( array( '_submitted' => '1', 'evil' => '<script>' ) );
		$this->assertSame( array( 'animations' => false, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => false, 'mobile_menu_breakpoint' => 991, 'shop_scripts' => 'woocommerce', 'preloader' => false ), $clean );
	}

	public function test_hostile_stored_values_are_cleaned_on_read(): void {
		update_option( Settings\OPTION, array( 'animations' => array( 'x' ) ) );
		$this->assertSame( array( 'animations' => false, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'mobile_menu_breakpoint' => 991, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
		// Stored by something that bypassed the sanitiser (a database import, another plugin).
		$garbage = static function () {
			return 'not an array';
		};
		add_filter( 'pre_option_' . Settings\OPTION, $garbage );
		$this->assertSame( array( 'animations' => true, 'color_mode' => 'light', 'skin' => 'none', 'mobile_menu' => true, 'mobile_menu_breakpoint' => 991, 'shop_scripts' => 'woocommerce', 'preloader' => false ), Settings\all() );
		remove_filter( 'pre_option_' . Settings\OPTION, $garbage );
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

	/**
	 * A REST save as an administrator, through WordPress's settings route.
	 *
	 * @param array<string, mixed> $settings What the request sends.
	 */
	private function rest_save( array $settings ): WP_REST_Response {
		wp_set_current_user( 1 );
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( Settings\OPTION => $settings ) ) );
		$response = rest_do_request( $request );
		wp_set_current_user( 0 );
		return $response;
	}

	public function test_a_partial_rest_update_changes_only_what_it_names(): void {
		update_option( Settings\OPTION, array( 'skin' => 'ocean', 'mobile_menu' => false, 'preloader' => true, 'animations' => true ) );
		$response = $this->rest_save( array( 'animations' => false ) );
		$this->assertSame( 200, $response->get_status() );
		$expected = array( 'animations' => false, 'color_mode' => 'light', 'skin' => 'ocean', 'mobile_menu' => false, 'mobile_menu_breakpoint' => 991, 'shop_scripts' => 'woocommerce', 'preloader' => true );
		$this->assertSame( $expected, $response->get_data()[ Settings\OPTION ] );
		$this->assertSame( $expected, Settings\all() );
	}

	public function test_a_bad_rest_value_answers_400_naming_the_field_and_changes_nothing(): void {
		update_option( Settings\OPTION, array( 'skin' => 'ocean', 'preloader' => true ) );
		$before = Settings\all();
		foreach ( array( array( 'skin' => 'nope', 'preloader' => false ), array( 'animations' => 'sometimes' ), array( 'evil' => 1 ) ) as $bad ) {
			$response = $this->rest_save( $bad );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $bad ) );
			$message = $response->get_data()['data']['params'][ Settings\OPTION ];
			$this->assertStringContainsString( (string) array_key_first( $bad ), $message );
			$this->assertMatchesRegularExpression( '/is not one of|is not of type|is not a valid property/', $message );
			$this->assertSame( $before, Settings\all() );
		}
	}

	public function test_a_save_merges_into_what_the_database_holds_now_not_an_older_cache(): void {
		update_option( Settings\OPTION, array( 'skin' => 'classic' ) );
		// Another server saves meanwhile: the database changes, this request's cache does not.
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => maybe_serialize( array( 'skin' => 'meadow', 'preloader' => true ) ) ), array( 'option_name' => Settings\OPTION ) );
		$this->assertSame( 'classic', Settings\get( 'skin' ), 'the cache is older' );
		$this->rest_save( array( 'color_mode' => 'dark' ) );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Settings\OPTION, 'options' );
		$this->assertSame( array( 'meadow', true, 'dark' ), array( Settings\get( 'skin' ), Settings\get( 'preloader' ), Settings\get( 'color_mode' ) ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Settings\LOCK ) ), 'the lock is released' );
	}

	public function test_two_settings_screens_opened_together_keep_both_changes(): void {
		update_option( Settings\OPTION, array( 'skin' => 'classic', 'animations' => true, 'preloader' => false ) );
		$shown = (string) wp_json_encode( Settings\all() );
		$form  = array(
			'_submitted'   => '1',
			'_loaded'      => $shown,
			'animations'   => '1',
			'color_mode'   => 'light',
			'skin'         => 'classic',
			'mobile_menu'  => '1',
			'shop_scripts' => 'woocommerce',
		);
		// The first administrator turns the preloader on, the second (same screen) picks a skin.
		update_option( Settings\OPTION, array_merge( $form, array( 'preloader' => '1' ) ) );
		update_option( Settings\OPTION, array_merge( $form, array( 'skin' => 'ocean' ) ) );
		$this->assertSame( array( true, 'ocean' ), array( Settings\get( 'preloader' ), Settings\get( 'skin' ) ) );
		// A screen without its copy (an older form) saves every field as before.
		update_option( Settings\OPTION, array_diff_key( $form, array( '_loaded' => 1 ) ) );
		$this->assertSame( array( false, 'classic' ), array( Settings\get( 'preloader' ), Settings\get( 'skin' ) ) );
	}

	public function test_a_lock_left_by_a_request_that_died_is_taken_over(): void {
		global $wpdb;
		Settings\unlock();
		$wpdb->insert( $wpdb->options, array( 'option_name' => Settings\LOCK, 'option_value' => (string) ( time() - 60 ), 'autoload' => 'no' ) );
		$started = microtime( true );
		$this->rest_save( array( 'preloader' => true ) );
		$this->assertLessThan( 2, microtime( true ) - $started );
		$this->assertTrue( Settings\get( 'preloader' ) );
	}
}
