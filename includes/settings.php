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
// A row that exists while one request merges and writes the option (see lock()).
const LOCK = 'vitrine_settings_lock';
// The settings screen's hidden copy of the values it showed (see sanitize()).
const LOADED = '_loaded';

/**
 * The field definitions. Each has a type (boolean, integer or enum), a default, a label, a
 * description, and for integers a min and max, for enums the choices.
 *
 * @return array<string, array<string, mixed>>
 */
function fields(): array {
	$fields = array(
		'animations'             => array(
			'type'        => 'boolean',
			'default'     => true,
			'section'     => 'motion',
			'label'       => __( 'Scroll animations', 'vitrine' ),
			'description' => __( 'Animate bars, counters and circles as they scroll into view. Visitors who ask their system for reduced motion never see these animations.', 'vitrine' ),
		),
		'color_mode'             => array(
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
		'skin'                   => array(
			'type'        => 'enum',
			'default'     => 'none',
			'section'     => 'skins',
			'label'       => __( 'Default skin', 'vitrine' ),
			'description' => __( 'The colour skin every page loads. Visitors can pick another with a style switcher block; their choice lasts 30 days. With no skin, style switchers stay hidden.', 'vitrine' ),
			'choices'     => \Vitrine\Skins\choices(),
		),
		'mobile_menu'            => array(
			'type'        => 'boolean',
			'default'     => true,
			'section'     => 'header',
			'label'       => __( 'Mobile menu', 'vitrine' ),
			'description' => __( 'Header menus (the Navigation block set to collapse on mobile, and classic menus in header locations) collapse to a toggle at the breakpoint below and narrower, with sub-menus that open one at a time. Off: WordPress\'s own 600 px.', 'vitrine' ),
		),
		'mobile_menu_breakpoint' => array(
			'type'        => 'integer',
			'default'     => 991,
			'min'         => 600,
			'max'         => 1920,
			'section'     => 'header',
			'label'       => __( 'Mobile menu breakpoint (px)', 'vitrine' ),
			'description' => __( 'The widest window, in pixels, in which header menus collapse to a toggle: the Navigation block\'s overlay and classic menus alike. From 600 (below it the Navigation block always collapses) to 1920.', 'vitrine' ),
		),
		'shop_scripts'           => array(
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
		'preloader'              => array(
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
 * A save changes only what it means to change, over what is stored at that moment (read from
 * the database, not a cache another server may hold):
 * - the settings screen (`_submitted`) sends every field; a field still as the screen showed it
 *   (`_loaded`) keeps the stored value, so two administrators who change different settings on
 *   screens opened at the same time keep both changes;
 * - anything else (the REST API, update_option()) changes the fields it names and keeps the rest.
 * The read, the merge and the write run under lock(), so two saves at the same instant, on one
 * server or two, both count.
 *
 * @param mixed $input Raw submitted value.
 * @return array<string, mixed>
 */
function sanitize( $input ): array {
	$input = is_array( $input ) ? $input : array();
	lock();
	$stored = stored_now();
	if ( isset( $input['_submitted'] ) ) {
		$result = sanitize_values( $input );
		$shown  = shown_values( $input );
		$values = $stored;
		foreach ( $result['values'] as $key => $value ) {
			if ( ! array_key_exists( $key, $shown ) || $shown[ $key ] !== $value || isset( $result['problems'][ $key ] ) ) {
				$values[ $key ] = $value;
			}
		}
		$result['values'] = $values;
	} else {
		$result = sanitize_values( array_merge( $stored, $input ) );
	}
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
 * The values the settings screen showed when it was opened, from its hidden `_loaded` field.
 *
 * @param array<string, mixed> $input The submitted form.
 * @return array<string, mixed> Sanitised values by field; empty when the form had none.
 */
function shown_values( array $input ): array {
	$shown = isset( $input[ LOADED ] ) && is_string( $input[ LOADED ] ) ? json_decode( $input[ LOADED ], true ) : null;
	if ( ! is_array( $shown ) ) {
		return array();
	}
	return array_intersect_key( sanitize_values( $shown )['values'], $shown );
}

/**
 * The stored settings as the database holds them now, sanitised: the base a save merges into.
 *
 * @return array<string, mixed>
 */
function stored_now(): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The cache may be older than another server's save.
	$raw    = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s LIMIT 1", OPTION ) );
	$stored = null === $raw ? array() : maybe_unserialize( $raw );
	return sanitize_values( is_array( $stored ) ? $stored : array() )['values'];
}

/**
 * Waits (at most 5 s) until no other request is saving the settings, then holds the lock until
 * this request's save is written (unlock()). The lock is a row that only one INSERT IGNORE can
 * add, on MySQL, MariaDB and SQLite alike; one older than 10 s was left by a request that died.
 */
function lock(): void {
	global $wpdb;
	if ( locked() ) {
		return;
	}
	$deadline = microtime( true ) + 5;
	do {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- An atomic insert is the lock; a cached option cannot be one.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", LOCK, (string) time() ) );
		if ( 1 === (int) $wpdb->rows_affected ) {
			locked( true );
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- See above.
		$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", LOCK ) );
		if ( $since > 0 && $since < time() - 10 ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- See above.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", LOCK, (string) $since ) );
		}
		usleep( 20000 );
	} while ( microtime( true ) < $deadline );
}

/**
 * Releases the lock once the save is written (or the request ends without writing).
 */
function unlock(): void {
	global $wpdb;
	if ( locked() ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The lock row, see lock().
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", LOCK ) );
		locked( false );
	}
}

/**
 * Whether this request holds the lock.
 *
 * @param bool|null $set Set the state (null only reads it).
 */
function locked( ?bool $set = null ): bool {
	static $held = false;
	if ( null !== $set ) {
		$held = $set;
	}
	return $held;
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
add_action( 'add_option_' . OPTION, __NAMESPACE__ . '\\unlock' );
add_action( 'update_option_' . OPTION, __NAMESPACE__ . '\\unlock' );
add_action( 'shutdown', __NAMESPACE__ . '\\unlock' );
