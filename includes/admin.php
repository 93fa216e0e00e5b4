<?php
/**
 * Settings → Vitrine: the settings page, built on the Settings API from Settings\fields().
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Settings;

defined( 'ABSPATH' ) || exit;

const PAGE = 'vitrine';

/**
 * Section titles, keyed by the `section` of each field.
 *
 * @return array<string, string>
 */
function sections(): array {
	return (array) apply_filters(
		'vitrine_settings_sections',
		array(
			'motion'     => __( 'Motion', 'vitrine' ),
			'appearance' => __( 'Appearance', 'vitrine' ),
			'header'     => __( 'Header and menus', 'vitrine' ),
			'skins'      => __( 'Skins and style switcher', 'vitrine' ),
			'shop'       => __( 'Shop (WooCommerce)', 'vitrine' ),
		)
	);
}

/**
 * Adds the page under Settings.
 */
function add_page(): void {
	add_options_page(
		__( 'Vitrine settings', 'vitrine' ),
		__( 'Vitrine', 'vitrine' ),
		'manage_options',
		PAGE,
		__NAMESPACE__ . '\\render_page'
	);
}

/**
 * Registers one settings section per used section and one field per setting.
 */
function register_fields(): void {
	$titles = sections();
	foreach ( Settings\fields() as $key => $field ) {
		$section = isset( $field['section'] ) ? (string) $field['section'] : 'general';
		if ( ! isset( $titles[ $section ] ) ) {
			$titles[ $section ] = __( 'General', 'vitrine' );
		}
		add_settings_section( 'vitrine-' . $section, $titles[ $section ], '__return_null', PAGE );
		add_settings_field(
			'vitrine-field-' . $key,
			esc_html( $field['label'] ),
			__NAMESPACE__ . '\\render_field',
			PAGE,
			'vitrine-' . $section,
			array(
				'key'       => $key,
				'field'     => $field,
				'label_for' => 'vitrine-field-' . $key,
			)
		);
	}
}

/**
 * Prints one field's control and its description.
 *
 * @param array{key: string, field: array<string, mixed>} $args Field arguments.
 */
function render_field( array $args ): void {
	$key         = $args['key'];
	$field       = $args['field'];
	$value       = Settings\get( $key );
	$name        = Settings\OPTION . '[' . $key . ']';
	$id          = 'vitrine-field-' . $key;
	$description = 'vitrine-field-' . $key . '-description';

	switch ( $field['type'] ) {
		case 'boolean':
			printf(
				'<input type="checkbox" id="%1$s" name="%2$s" value="1" aria-describedby="%3$s" %4$s />',
				esc_attr( $id ),
				esc_attr( $name ),
				esc_attr( $description ),
				checked( (bool) $value, true, false )
			);
			break;
		case 'integer':
			printf(
				'<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$d" min="%4$d" max="%5$d" aria-describedby="%6$s" />',
				esc_attr( $id ),
				esc_attr( $name ),
				(int) $value,
				(int) $field['min'],
				(int) $field['max'],
				esc_attr( $description )
			);
			break;
		case 'enum':
			printf( '<select id="%1$s" name="%2$s" aria-describedby="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $description ) );
			foreach ( $field['choices'] as $choice => $label ) {
				printf( '<option value="%1$s" %2$s>%3$s</option>', esc_attr( $choice ), selected( $value, $choice, false ), esc_html( $label ) );
			}
			echo '</select>';
			break;
	}
	// A setting the site cannot honour says why, where its control is described.
	$caveat = 'color_mode' === $key ? \Vitrine\ColorMode\unavailable_reason() : '';
	printf(
		'<p class="description" id="%1$s">%2$s%3$s</p>',
		esc_attr( $description ),
		esc_html( $field['description'] ),
		'' === $caveat ? '' : ' <strong class="vitrine-field-caveat">' . esc_html( $caveat ) . '</strong>'
	);
}

/**
 * Prints the page.
 */
function render_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Vitrine settings', 'vitrine' ) . '</h1>';
	echo '<form action="options.php" method="post">';
	settings_fields( Settings\GROUP );
	// Unchecked checkboxes are not submitted: this marker tells the sanitiser the form was sent.
	printf( '<input type="hidden" name="%s[_submitted]" value="1" />', esc_attr( Settings\OPTION ) );
	// What this screen shows: a save changes only the fields changed here (Settings\sanitize()).
	printf( '<input type="hidden" name="%1$s[%2$s]" value="%3$s" />', esc_attr( Settings\OPTION ), esc_attr( Settings\LOADED ), esc_attr( (string) wp_json_encode( Settings\all() ) ) );
	do_settings_sections( PAGE );
	submit_button();
	echo '</form></div>';
}

add_action( 'admin_init', __NAMESPACE__ . '\\register_fields' );
add_action( 'admin_menu', __NAMESPACE__ . '\\add_page' );
