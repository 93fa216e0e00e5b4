<?php
/**
 * Server rendering of Vitrine's sliders (SL-1..SL-6). The slides are the blocks' own output (or
 * the live posts for the post slider); the slider around them is rendered here, because its
 * controls, labels and "Slide n of m" names follow from the number of slides and the site's
 * language.
 *
 * The markup is what src/slider/slider.tsx renders for the same state, so the view
 * hydrates it without a mismatch; the defaults and rules are kinds.json's, which
 * src/slider/settings.ts reads for the editor and the browser.
 *
 * @package Vitrine
 */

namespace Vitrine\Slider;

use function Vitrine\Assets\register_build;
use function Vitrine\Assets\register_build_style;
use function Vitrine\Blocks\anchor_attribute;
use function Vitrine\Blocks\clamp_whole;
use function Vitrine\Blocks\whole_attribute;

defined( 'ABSPATH' ) || exit;

const CSS_CLASS   = 'vitrine-slider';
const SLIDE_BLOCK = 'vitrine/slide';

/**
 * The sliders' table (kinds.json beside this file, which settings.ts imports too): breakpoints,
 * effects, ranges, common defaults and each kind's own.
 *
 * @return array<string, mixed>
 */
function table(): array {
	static $table = null;
	if ( null === $table ) {
		$table = (array) wp_json_file_decode( __DIR__ . '/kinds.json', array( 'associative' => true ) );
	}
	return $table;
}

/**
 * Each kind's defaults: the table's common ones under the kind's own.
 *
 * @param string $kind Slider kind.
 * @return array<string, mixed>
 */
function kind_defaults( string $kind ): array {
	return array_merge( table()['defaults'], table()['kinds'][ $kind ] );
}

/**
 * The name a slider of each kind has when its editor gave it none.
 *
 * @param string $kind Slider kind.
 */
function default_label( string $kind ): string {
	$labels = array(
		'hero'         => __( 'Featured', 'vitrine' ),
		'posts'        => __( 'Latest posts', 'vitrine' ),
		'testimonials' => __( 'Testimonials', 'vitrine' ),
		'logos'        => __( 'Our partners', 'vitrine' ),
		'services'     => __( 'Services', 'vitrine' ),
	);
	return $labels[ $kind ];
}

/**
 * Settings as the slider uses them (normalizeSettings()): stored overrides over the kind's
 * defaults, each value checked. A fading slider shows one slide at a time.
 *
 * @param string $kind   Slider kind.
 * @param mixed  $stored The `settings` attribute, hostile until checked.
 * @return array<string, mixed>
 */
function settings( string $kind, $stored ): array {
	$table    = table();
	$defaults = kind_defaults( $kind );
	$raw      = is_array( $stored ) ? $stored : array();
	$effect   = in_array( $raw['effect'] ?? null, $table['effects'], true ) ? $raw['effect'] : $defaults['effect'];
	$counts   = is_array( $raw['perView'] ?? null ) ? $raw['perView'] : array();
	$per_view = array();
	foreach ( $table['breakpoints'] as $index => $width ) {
		$per_view[ (string) $width ] = 'fade' === $effect ? 1 : clamp_whole( $counts[ $width ] ?? null, 1, $defaults['mostPerView'], $defaults['perView'][ $index ] );
	}
	$settings = array( 'perView' => $per_view );
	foreach ( array( 'arrows', 'dots', 'loop', 'autoplay' ) as $name ) {
		$settings[ $name ] = is_bool( $raw[ $name ] ?? null ) ? $raw[ $name ] : $defaults[ $name ];
	}
	$settings['interval'] = clamp_whole( $raw['interval'] ?? null, $table['interval']['min'], $table['interval']['max'], $defaults['interval'] );
	$settings['speed']    = clamp_whole( $raw['speed'] ?? null, $table['speed']['min'], $table['speed']['max'], $defaults['speed'] );
	$settings['effect']   = $effect;
	return $settings;
}

/**
 * The slider's accessible name: the editor's label, or the kind's; a second slider with the same
 * name on a page gets a number ("Testimonials 2"), so every region is told apart.
 *
 * @param string $kind  Slider kind.
 * @param mixed  $label Stored label.
 */
function region_label( string $kind, $label ): string {
	$name  = is_string( $label ) ? trim( wp_strip_all_tags( $label ) ) : '';
	$name  = '' === $name ? default_label( $kind ) : $name;
	$count = count_label( $name );
	if ( 1 === $count ) {
		return $name;
	}
	/* translators: 1: slider name, 2: its number among sliders of that name on the page */
	return sprintf( __( '%1$s %2$d', 'vitrine' ), $name, $count );
}

/**
 * How many sliders of this request had this name, this one included.
 *
 * @param string|null $name A name to count, or null to forget every count (tests render
 *                          several pages in one process).
 */
function count_label( ?string $name ): int {
	static $used = array();
	if ( null === $name ) {
		$used = array();
		return 0;
	}
	$used[ $name ] = ( $used[ $name ] ?? 0 ) + 1;
	return $used[ $name ];
}

/**
 * One slide's markup, named "Slide n of m" as a group with the slide role description.
 *
 * @param string $html     The slide's rendered markup.
 * @param int    $position 1-based position.
 * @param int    $total    Number of slides.
 * @param bool   $leads    Whether it is a hero slider, whose first picture may be the page's largest.
 */
function slide_markup( string $html, int $position, int $total, bool $leads = false ): string {
	$tags = new \WP_HTML_Tag_Processor( trim( $html ) );
	if ( ! $tags->next_tag() ) {
		return '';
	}
	$tags->add_class( CSS_CLASS . '__slide' );
	$tags->set_attribute( 'role', 'group' );
	$tags->set_attribute( 'aria-roledescription', __( 'slide', 'vitrine' ) );
	/* translators: 1: slide number, 2: number of slides */
	$tags->set_attribute( 'aria-label', sprintf( __( 'Slide %1$d of %2$d', 'vitrine' ), $position, $total ) );
	// Without JavaScript every slide is reachable; the view makes off-screen ones inert.
	$tags->remove_attribute( 'inert' );
	// A hero's first picture is what a visitor sees first (the page's largest paint): fetched
	// first and never lazily, unless something earlier on the page took WordPress's one
	// high-priority element (its flag, which its content filter also reads and respects).
	if ( $leads && 1 === $position && wp_high_priority_element_flag() && $tags->next_tag( 'IMG' ) ) {
		$tags->remove_attribute( 'loading' );
		$tags->set_attribute( 'fetchpriority', 'high' );
		wp_high_priority_element_flag( false );
	}
	// Images after the first slide wait until they scroll into view, so they never compete with
	// the first paint; the browser loads the ones a wider slider shows at once right away.
	while ( $position > 1 && $tags->next_tag( 'IMG' ) ) {
		if ( null === $tags->get_attribute( 'loading' ) ) {
			$tags->set_attribute( 'loading', 'lazy' );
		}
	}
	return $tags->get_updated_html();
}

/**
 * An icon button (the icon is drawn by the stylesheet).
 *
 * @param string                $modifier   Class suffix.
 * @param string                $label      Accessible name.
 * @param array<string, string> $attributes More attributes.
 */
function icon_button( string $modifier, string $label, array $attributes ): string {
	$extra = '';
	foreach ( $attributes as $name => $value ) {
		$extra .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	return sprintf(
		'<button type="button" class="%1$s" aria-label="%2$s"%3$s><span class="%4$s__icon" aria-hidden="true"></span></button>',
		esc_attr( $modifier ),
		esc_attr( $label ),
		$extra,
		CSS_CLASS
	);
}

/**
 * The last position (0-based first slide in view) a visitor can reach with `$count` in view: a
 * loop reaches every slide once it has any to move; otherwise the slides beyond those in view.
 *
 * @param array<string, mixed> $settings Clean settings.
 * @param int                  $total    Number of slides.
 * @param int                  $count    Slides in view at a width.
 */
function last_position( array $settings, int $total, int $count ): int {
	$spare = max( 0, $total - $count );
	return $settings['loop'] && $spare > 0 ? $total - 1 : $spare;
}

/**
 * One dot per position a visitor can reach, at every width: a slider that stops at its ends and
 * shows several slides has fewer positions than slides. For each dot, the breakpoints (as in
 * kinds.json) at which it lies past the last position; the stylesheet hides it there, so the
 * dots are right from the first paint and nothing moves when the engine starts.
 *
 * @param array<string, mixed> $settings Clean settings.
 * @param int                  $total    Number of slides.
 * @return string[] Space-separated breakpoints, one entry per slide ('' when always reachable).
 */
function dots_beyond( array $settings, int $total ): array {
	$beyond = array_fill( 0, $total, array() );
	foreach ( $settings['perView'] as $width => $count ) {
		for ( $dot = last_position( $settings, $total, (int) $count ) + 1; $dot < $total; $dot++ ) {
			$beyond[ $dot ][] = (string) $width;
		}
	}
	return array_map(
		static function ( array $widths ): string {
			return implode( ' ', $widths );
		},
		$beyond
	);
}

/**
 * The breakpoints (as in kinds.json) at which every slide is in view at once: there the slider has
 * nothing to move, and the stylesheet leaves out its arrows, dots and pause button (`display:
 * none`, so assistive technology is not offered them either), from the first paint.
 *
 * @param array<string, mixed> $settings Clean settings.
 * @param int                  $total    Number of slides.
 * @return string Space-separated breakpoints ('' when some slide is out of view at every width).
 */
function still_widths( array $settings, int $total ): string {
	$still = array();
	foreach ( $settings['perView'] as $width => $count ) {
		if ( $total <= (int) $count ) {
			$still[] = (string) $width;
		}
	}
	return implode( ' ', $still );
}

/**
 * What a dot shows, in words, at each width: "Show slide 2" where one slide is in view, "Show
 * slides 2 to 4" where three are (a loop counts on round: "Show slides 6 to 2"). The stylesheet
 * shows the name in force at the width and hides the others (`display: none` leaves them out of
 * the button's accessible name), so the name is right before any script runs.
 *
 * @param array<string, mixed> $settings Clean settings.
 * @param int                  $total    Number of slides.
 * @param int                  $position The dot's slide, 1-based.
 * @return array<string, string|null> Each name and the breakpoints it is for (null: all of them).
 */
function dot_names( array $settings, int $total, int $position ): array {
	$names = array();
	foreach ( $settings['perView'] as $width => $count ) {
		$shown = min( (int) $count, $total );
		$last  = ( $position + $shown - 2 ) % $total + 1;
		// Where the dot is past the last position it is hidden (dots_beyond()), and has no name.
		if ( $position - 1 > last_position( $settings, $total, $shown ) ) {
			continue;
		}
		if ( 1 === $shown ) {
			/* translators: %d: slide number */
			$name = sprintf( __( 'Show slide %d', 'vitrine' ), $position );
		} else {
			/* translators: 1: number of the first slide shown, 2: number of the last slide shown */
			$name = sprintf( __( 'Show slides %1$d to %2$d', 'vitrine' ), $position, $last );
		}
		$names[ $name ][] = (string) $width;
	}
	if ( 1 === count( $names ) ) {
		return array( (string) array_key_first( $names ) => null );
	}
	return array_map(
		static function ( array $widths ): string {
			return implode( ' ', $widths );
		},
		$names
	);
}

/**
 * The controls and slides, in the order slider.tsx renders them.
 *
 * @param array<string, mixed> $settings Clean settings.
 * @param string[]             $slides   Slides' markup, decorated.
 */
function inner_markup( array $settings, array $slides ): string {
	$total   = count( $slides );
	$playing = $settings['autoplay'] && $total > 1;
	$stage   = '';
	if ( $settings['autoplay'] ) {
		$stage .= icon_button( CSS_CLASS . '__toggle', __( 'Pause slides', 'vitrine' ), array( 'aria-pressed' => 'false' ) );
	}
	if ( $settings['arrows'] ) {
		$stage .= icon_button(
			CSS_CLASS . '__arrow ' . CSS_CLASS . '__arrow--previous',
			__( 'Previous slide', 'vitrine' ),
			array( 'aria-disabled' => $settings['loop'] ? 'false' : 'true' )
		);
		$stage .= icon_button(
			CSS_CLASS . '__arrow ' . CSS_CLASS . '__arrow--next',
			__( 'Next slide', 'vitrine' ),
			array( 'aria-disabled' => ! $settings['loop'] && $total <= 1 ? 'true' : 'false' )
		);
	}
	$stage .= sprintf(
		'<div class="%1$s__viewport"><div class="%1$s__track" aria-live="%2$s">%3$s</div></div>',
		CSS_CLASS,
		$playing ? 'off' : 'polite',
		implode( '', $slides )
	);
	$dots   = '';
	if ( $settings['dots'] ) {
		$beyond = dots_beyond( $settings, $total );
		foreach ( range( 1, $total ) as $position ) {
			$names = '';
			foreach ( dot_names( $settings, $total, $position ) as $name => $widths ) {
				$names .= sprintf(
					'<span class="%1$s__dot-name"%2$s>%3$s</span>',
					CSS_CLASS,
					null === $widths ? '' : sprintf( ' data-at="%s"', esc_attr( $widths ) ),
					esc_html( $name )
				);
			}
			$dots .= sprintf(
				'<button type="button" class="%1$s__dot" aria-current="%2$s"%3$s>%4$s</button>',
				CSS_CLASS,
				1 === $position ? 'true' : 'false',
				'' === $beyond[ $position - 1 ] ? '' : sprintf( ' data-beyond="%s"', esc_attr( $beyond[ $position - 1 ] ) ),
				$names
			);
		}
		$dots = sprintf(
			'<div class="%1$s__dots" role="group" aria-label="%2$s">%3$s</div>',
			CSS_CLASS,
			esc_attr__( 'Choose a slide', 'vitrine' ),
			$dots
		);
	}
	return sprintf( '<div class="%1$s__stage">%2$s</div>%3$s', CSS_CLASS, $stage, $dots );
}

/**
 * A whole slider around its slides' markup; nothing when there are no slides.
 *
 * @param string               $kind       Slider kind.
 * @param array<string, mixed> $attributes Stored attributes (hostile until checked).
 * @param string[]             $slides     Each slide's rendered markup.
 * @param string               $extra_class More classes for the wrapper.
 */
function render( string $kind, array $attributes, array $slides, string $extra_class = '' ): string {
	$slides = array_values( array_filter( array_map( 'trim', $slides ) ) );
	$total  = count( $slides );
	if ( 0 === $total ) {
		return '';
	}
	$decorated = array();
	$leads     = 'hero' === $kind;
	foreach ( $slides as $index => $html ) {
		$decorated[] = slide_markup( $html, $index + 1, $total, $leads );
	}
	$settings = settings( $kind, $attributes['settings'] ?? null );
	$style    = '';
	foreach ( $settings['perView'] as $width => $count ) {
		$style .= sprintf( '--%1$s-%2$d:%3$d;', CSS_CLASS, $width, $count );
	}
	if ( 'hero' === $kind ) {
		$style .= sprintf( '--%1$s-min-height:%2$dpx;', CSS_CLASS, whole_attribute( $attributes['minHeight'] ?? null, 'vitrine/hero-slider', 'minHeight' ) );
	}
	$wrapper = array(
		'class'                => trim( sprintf( '%1$s %1$s--%2$s %3$s', CSS_CLASS, $kind, $extra_class ) ),
		'style'                => $style,
		'aria-roledescription' => __( 'carousel', 'vitrine' ),
		'aria-label'           => region_label( $kind, $attributes['label'] ?? null ),
		'data-kind'            => $kind,
		'data-settings'        => (string) wp_json_encode( $settings ),
	) + anchor_attribute( $attributes );
	$still   = still_widths( $settings, $total );
	if ( '' !== $still ) {
		$wrapper['data-still'] = $still;
	}

	return sprintf(
		'<section %1$s>%2$s</section>',
		get_block_wrapper_attributes( $wrapper ),
		inner_markup( $settings, $decorated )
	);
}

/**
 * A slider whose slides are its inner blocks (hero, testimonials, logos, services).
 *
 * @param string               $kind       Slider kind.
 * @param array<string, mixed> $attributes Stored attributes.
 * @param \WP_Block|null       $block      The block.
 */
function render_inner( string $kind, array $attributes, $block ): string {
	$slides = array();
	foreach ( $block instanceof \WP_Block ? $block->inner_blocks : array() as $inner ) {
		if ( SLIDE_BLOCK === $inner->name ) {
			$slides[] = $inner->render();
		}
	}
	// WordPress adds the alignment class only for an alignment stored in the block; the hero's
	// default (full width) is applied here when none is.
	$parsed = $block instanceof \WP_Block ? $block->parsed_block['attrs'] ?? array() : array();
	$align  = $attributes['align'] ?? null;
	$class  = ! isset( $parsed['align'] ) && in_array( $align, array( 'wide', 'full' ), true ) ? 'align' . $align : '';
	return render( $kind, $attributes, $slides, $class );
}

/**
 * The sliders' shared scripts and styles (one set for all five blocks, named in their block.json
 * files): the small script that starts the engine near the viewport, the React view a visitor's
 * interaction starts, and the stylesheet. WordPress enqueues them only on pages with a slider.
 */
function register_assets(): void {
	register_build( 'vitrine-slider-motion', 'slider/motion', true );
	// The view adopts the engine the small script started: it runs after it, and never without it.
	$view = register_build( 'vitrine-slider-view', 'slider/view', true, array( 'vitrine-slider-motion' ) );
	if ( null !== $view ) {
		register_build_style( 'vitrine-slider', 'slider/style-view.css', $view );
	}
	$editor = register_build( 'vitrine-slider-editor', 'slider/editor', false );
	if ( null !== $editor ) {
		register_build_style( 'vitrine-slider-editor', 'slider/editor.css', $editor );
	}
}

add_action( 'init', __NAMESPACE__ . '\\register_assets', 5 );
