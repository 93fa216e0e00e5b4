<?php
/**
 * The one option Vitrine stores, `vitrine_settings`: its fields, schema, defaults and sanitising.
 * Later features add a field to fields(); the schema, the REST exposure, the sanitiser and the
 * settings page all follow from that one list.
 *
 * @package Vitrine
 */

namespace Vitrine\Settings;

defined( 'ABSPATH' ) || exit;

const OPTION = 'vitrine_settings';
const GROUP  = 'vitrine';

/**
 * The field definitions. Each has a type (boolean, integer or enum), a default, a label, a
 * description, and for integers a min and max, for enums the choices.
 *
 * @return array<string, array<string, mixed>>
 */
function fields(): array {
	$fields = array(
		'animations'   => array(
			'type'        => 'boolean',
			'default'     => true,
			'section'     => 'motion',
			'label'       => __( 'Scroll animations', 'vitrine' ),
			'description' => __( 'Animate bars, counters and circles as they scroll into view. Visitors who ask their system for reduced motion never see these animations.', 'vitrine' ),
		),
		'color_mode'   => array(
			'type'        => 'enum',
			'default'     => 'light',
			'section'     => 'appearance',
			'label'       => __( 'Default colour mode', 'vitrine' ),
			'description' => __( 'What visitors see until they choose with a colour mode switch. Changing it forgets the choices visitors made under the old default.', 'vitrine' ),
			'choices'     => array(
				'light'  => __( 'Light', 'vitrine' ),
				'dark'   => __( 'Dark', 'vitrine' ),
				'system' => __( 'Follow the visitor\'s system', 'vitrine' ),
			),
		),
		'skin'         => array(
			'type'        => 'enum',
			'default'     => 'none',
			'section'     => 'skins',
			'label'       => __( 'Default skin', 'vitrine' ),
			'description' => __( 'The colour skin every page loads. Visitors can pick another with a style switcher block; their choice lasts 30 days. With no skin, style switchers stay hidden.', 'vitrine' ),
			'choices'     => \Vitrine\Skins\choices(),
		),
		'mobile_menu'  => array(
			'type'        => 'boolean',
			'default'     => true,
			'section'     => 'header',
			'label'       => __( 'Mobile menu from 991 px', 'vitrine' ),
			'description' => __( 'Header menus (the Navigation block set to collapse on mobile, and classic menus in header locations) collapse to a toggle at 991 px and narrower, with sub-menus that open one at a time. Off: WordPress\'s own 600 px.', 'vitrine' ),
		),
		'shop_scripts' => array(
			'type'        => 'enum',
			'default'     => 'woocommerce',
			'section'     => 'shop',
			'label'       => __( 'Shop scripts', 'vitrine' ),
			'description' => __( 'Only while WooCommerce is active. Keep WooCommerce\'s: its own script stays and Vitrine adds quantity buttons and missing accessibility states. Use Vitrine\'s: Vitrine\'s lighter module replaces WooCommerce\'s script (woocommerce.js) under the same name and needs neither jQuery nor js-cookie.', 'vitrine' ),
			'choices'     => array(
				'woocommerce' => __( 'Keep WooCommerce\'s', 'vitrine' ),
				'vitrine'     => __( 'Use Vitrine\'s', 'vitrine' ),
			),
		),
		'preloader'    => array(
			'type'        => 'boolean',
			'default'     => false,
			'section'     => 'appearance',
			'label'       => __( 'Preloader', 'vitrine' ),
			'description' => __( 'Cover each page with a spinner until it has loaded (at most 3 seconds). Visitors without JavaScript never see it.', 'vitrine' ),
		),
	);

	/**
	 * Filters Vitrine's settings fields, so an add-on can store its settings in the same option.
	 *
	 * @param array<string, array<string, mixed>> $fields Field definitions keyed by setting name.
	 */
	return (array) apply_filters( 'vitrine_settings_fields', $fields );
}

/**
 * The default value of every field.
 *
 * @return array<string, mixed>
 */
function defaults(): array {
	return array_map(
		static function ( array $field ) {
			return $field['default'];
		},
		fields()
	);
}

/**
 * JSON schema of the option, used by register_setting() for REST validation.
 *
 * @return array<string, mixed>
 */
function schema(): array {
	$properties = array();
	foreach ( fields() as $key => $field ) {
		$property = array(
			'type'        => 'enum' === $field['type'] ? 'string' : $field['type'],
			'default'     => $field['default'],
			'description' => $field['description'],
		);
		if ( 'enum' === $field['type'] ) {
			$property['enum'] = array_keys( $field['choices'] );
		}
		if ( 'integer' === $field['type'] ) {
			$property['minimum'] = $field['min'];
			$property['maximum'] = $field['max'];
		}
		$properties[ $key ] = $property;
	}
	return array(
		'type'                 => 'object',
		'properties'           => $properties,
		'additionalProperties' => false,
	);
}

/**
 * Registers the option with the Settings API and the REST API.
 */
function register(): void {
	if ( isset( get_registered_settings()[ OPTION ] ) ) {
		return;
	}
	register_setting(
		GROUP,
		OPTION,
		array(
			'type'              => 'object',
			'description'       => __( 'Vitrine site settings.', 'vitrine' ),
			'default'           => defaults(),
			'sanitize_callback' => __NAMESPACE__ . '\\sanitize',
			'show_in_rest'      => array( 'schema' => schema() ),
		)
	);
}

/**
 * The stored settings merged over the defaults, each value already sanitised.
 *
 * @return array<string, mixed>
 */
function all(): array {
	// Asked for many times per request (colour mode, skins, menus, islands…): sanitised once
	// per stored value and list of skins (a skin's removal changes what `skin` falls back to).
	static $cache = array();
	$stored       = get_option( OPTION, array() );
	$stored       = is_array( $stored ) ? $stored : array();
	$key          = array( $stored, array_keys( \Vitrine\Skins\registered() ) );
	if ( ! isset( $cache['key'] ) || $cache['key'] !== $key ) {
		$cache = array(
			'key'    => $key,
			'values' => sanitize_values( $stored )['values'],
		);
	}
	return $cache['values'];
}

/**
 * One setting's value.
 *
 * @param string $key Field name.
 * @return mixed The sanitised value, or null for an unknown field.
 */
function get( string $key ) {
	$values = all();
	return array_key_exists( $key, $values ) ? $values[ $key ] : null;
}

/**
 * Sanitise callback for register_setting(): keeps every known field, clamps or refuses bad
 * values, and tells the administrator what was changed and why.
 *
 * @param mixed $input Raw submitted value.
 * @return array<string, mixed>
 */
function sanitize( $input ): array {
	$result = sanitize_values( is_array( $input ) ? $input : array() );
	// Outside wp-admin (WP-CLI, REST, a plugin calling update_option) there is no settings screen
	// to show the messages on, and add_settings_error() is not loaded.
	if ( function_exists( 'add_settings_error' ) ) {
		foreach ( $result['problems'] as $key => $message ) {
			add_settings_error( OPTION, 'vitrine-' . $key, $message );
		}
	}
	return $result['values'];
}

/**
 * Pure sanitiser: the clean values and, per field, why a submitted value was not kept as given.
 *
 * @param array<string, mixed> $input Raw values keyed by field.
 * @return array{values: array<string, mixed>, problems: array<string, string>}
 */
function sanitize_values( array $input ): array {
	$values   = array();
	$problems = array();
	foreach ( fields() as $key => $field ) {
		if ( ! array_key_exists( $key, $input ) ) {
			$values[ $key ] = 'boolean' === $field['type'] && isset( $input['_submitted'] ) ? false : $field['default'];
			continue;
		}
		list( $value, $problem ) = sanitize_field( $field, $input[ $key ] );
		$values[ $key ]          = $value;
		if ( null !== $problem ) {
			$problems[ $key ] = $problem;
		}
	}
	return array(
		'values'   => $values,
		'problems' => $problems,
	);
}

/**
 * Sanitises one value against its field definition.
 *
 * @param array<string, mixed> $field Field definition.
 * @param mixed                $raw   Submitted value.
 * @return array{0: mixed, 1: string|null} The value to store, and a message when it differs from the input.
 */
function sanitize_field( array $field, $raw ): array {
	switch ( $field['type'] ) {
		case 'boolean':
			return array( in_array( $raw, array( true, 1, '1', 'true', 'on', 'yes' ), true ), null );

		case 'integer':
			if ( ! is_numeric( $raw ) ) {
				return array(
					$field['default'],
					/* translators: 1: setting label, 2: default value */
					sprintf( __( '%1$s must be a number; it was reset to %2$s.', 'vitrine' ), $field['label'], $field['default'] ),
				);
			}
			$number  = (int) round( (float) $raw );
			$clamped = max( $field['min'], min( $field['max'], $number ) );
			if ( $clamped !== $number ) {
				return array(
					$clamped,
					/* translators: 1: setting label, 2: minimum, 3: maximum, 4: stored value */
					sprintf( __( '%1$s must be between %2$d and %3$d; it was set to %4$d.', 'vitrine' ), $field['label'], $field['min'], $field['max'], $clamped ),
				);
			}
			return array( $number, null );

		case 'enum':
			$choice = is_string( $raw ) ? $raw : '';
			if ( ! array_key_exists( $choice, $field['choices'] ) ) {
				return array(
					$field['default'],
					/* translators: %s: setting label */
					sprintf( __( '%s had an unknown choice; the default was kept.', 'vitrine' ), $field['label'] ),
				);
			}
			return array( $choice, null );
	}
	return array( $field['default'], null );
}

/**
 * Site-wide state the front end reads from markup (the classes never depend on the visitor, so
 * page caches stay valid).
 *
 * @param string[] $classes Body classes.
 * @return string[]
 */
function body_classes( array $classes ): array {
	if ( ! get( 'animations' ) ) {
		$classes[] = 'vitrine-no-animations';
	}
	return $classes;
}

add_action( 'init', __NAMESPACE__ . '\\register' );
add_action( 'rest_api_init', __NAMESPACE__ . '\\register' );
add_filter( 'body_class', __NAMESPACE__ . '\\body_classes' );
