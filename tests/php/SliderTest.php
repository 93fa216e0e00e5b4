<?php
/**
 * The sliders' server rendering (SL-1..SL-6): the region, the slide names, the controls each
 * setting asks for, clamped settings, hostile attributes, the live post query, and the markup the
 * view hydrates (kept as fixtures the Jest hydration test reads, so PHP and the React component
 * are proven to agree).
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use function Vitrine\Slider\count_label;
use function Vitrine\Slider\dot_names;
use function Vitrine\Slider\dots_beyond;
use function Vitrine\Slider\settings;
use function Vitrine\Slider\still_widths;

final class SliderTest extends TestCase {

	private const BLOCKS = __DIR__ . '/../../src/blocks';

	private const HOSTILE = <<<'HTML'
<!-- wp:vitrine/testimonials {"label":"\u003cimg src=x onerror=alert(1)\u003eQuotes","anchor":"\u0022 onmouseover=\u0022x","settings":{"perView":{"1400":99,"1200":"x","992":-2,"768":2.6},"interval":5,"speed":"fast","autoplay":"yes","effect":"spin","arrows":1}} -->
<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide" inert role="presentation"><div class="vitrine-slide__content"><!-- wp:paragraph -->
<p>One</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:vitrine/slide -->

<!-- wp:paragraph -->
<p>A stray paragraph</p>
<!-- /wp:paragraph -->

<!-- wp:vitrine/slide -->
<div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content"><!-- wp:vitrine/rating {"rating":"\u0022\u003e"} /--></div></div>
<!-- /wp:vitrine/slide -->
<!-- /wp:vitrine/testimonials -->
HTML;

	protected function setUp(): void {
		count_label( null );
		// Each test is a new page: WordPress's one high-priority element is still to be given.
		wp_high_priority_element_flag( true );
	}

	/**
	 * @param string $folder Block folder.
	 * @param string $name   Fixture name.
	 */
	private static function fixture( string $folder, string $name ): string {
		return (string) file_get_contents( self::BLOCKS . "/{$folder}/test/fixtures/{$name}.html" );
	}

	/**
	 * Served markup the Jest hydration test re-renders with the React component.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public function rendered_cases(): array {
		return array(
			'hero demo'          => array( 'hero-slider', 'demo-launch', self::fixture( 'hero-slider', 'demo-launch' ) ),
			'testimonials demo'  => array( 'testimonials', 'demo-customers', self::fixture( 'testimonials', 'demo-customers' ) ),
			'logos demo'         => array( 'logo-slider', 'demo-partners', self::fixture( 'logo-slider', 'demo-partners' ) ),
			'services demo'      => array( 'services-slider', 'demo-services', self::fixture( 'services-slider', 'demo-services' ) ),
			'services no arrows' => array( 'services-slider', 'default', self::fixture( 'services-slider', 'default' ) ),
			'hostile'            => array( 'testimonials', 'hostile', self::HOSTILE ),
		);
	}

	/**
	 * @dataProvider rendered_cases
	 *
	 * @param string $folder Block folder.
	 * @param string $name   Fixture name.
	 * @param string $markup Saved block markup.
	 */
	public function test_SL_6_served_markup_is_the_fixture_the_view_hydrates( string $folder, string $name, string $markup ): void {
		$file = self::BLOCKS . "/{$folder}/test/fixtures/rendered-{$name}.html";
		$html = trim( do_blocks( $markup ) );
		if ( ! is_file( $file ) && getenv( 'UPDATE_FIXTURES' ) ) {
			file_put_contents( $file, $html . "\n" );
		}
		$this->assertSame( Vitrine_Test_Markup::canonical( trim( (string) file_get_contents( $file ) ) ), Vitrine_Test_Markup::canonical( $html ) );
	}

	public function test_SL_1_a_slide_picture_is_named_by_its_own_text_the_library_s_or_none_when_decorative(): void {
		$picture = wp_insert_attachment(
			array(
				'post_title'     => 'Studio',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			)
		);
		update_post_meta( $picture, '_wp_attachment_image_alt', 'Two designers at a desk & a "logo"' );
		$slide = static function ( array $attributes, string $alt ) use ( $picture ): string {
			$attributes = $attributes + array( 'mediaId' => $picture );
			return sprintf(
				'<!-- wp:vitrine/slide %1$s --><div class="wp-block-vitrine-slide vitrine-slider__slide has-background-image"><img class="vitrine-slide__background" src="/studio.jpg" alt="%2$s"/><div class="vitrine-slide__content"></div></div><!-- /wp:vitrine/slide -->',
				wp_json_encode( $attributes ),
				esc_attr( $alt )
			);
		};
		$alt = static function ( string $markup ): ?string {
			$tags = new WP_HTML_Tag_Processor( do_blocks( $markup ) );
			$tags->next_tag( 'IMG' );
			return $tags->get_attribute( 'alt' );
		};
		try {
			// Empty and not decorative (saved before slides kept a text, or left empty): the library's.
			$this->assertSame( 'Two designers at a desk & a "logo"', $alt( $slide( array(), '' ) ) );
			$this->assertStringContainsString( 'alt="Two designers at a desk &amp; a &quot;logo&quot;"', do_blocks( $slide( array(), '' ) ) );
			// The slide's own text wins.
			$this->assertSame( 'A sketch', $alt( $slide( array(), 'A sketch' ) ) );
			// Decorative: empty, whatever the library says.
			$this->assertSame( '', $alt( $slide( array( 'decorative' => true ), '' ) ) );
			// Hostile or missing ids, and other posts' meta, name nothing.
			foreach ( array( 0, -3, '12', 999999 ) as $id ) {
				$this->assertSame( '', $alt( $slide( array( 'mediaId' => $id ), '' ) ), (string) wp_json_encode( $id ) );
			}
			$post = wp_insert_post( array( 'post_title' => 'Not a picture' ) );
			update_post_meta( $post, '_wp_attachment_image_alt', 'Leaked' );
			$this->assertSame( '', $alt( $slide( array( 'mediaId' => $post ), '' ) ) );
			wp_delete_post( $post, true );
		} finally {
			wp_delete_attachment( $picture, true );
		}
	}

	public function test_SL_6_no_controls_where_every_slide_is_in_view(): void {
		// Every kind's defaults, for one slide up to one more than its most in view: the widths
		// listed are exactly those whose count takes in every slide.
		foreach ( array( 'hero', 'posts', 'testimonials', 'logos', 'services' ) as $kind ) {
			foreach ( array( null, array( 'loop' => true ) ) as $stored ) {
				$settings = settings( $kind, $stored );
				for ( $total = 1; $total <= max( $settings['perView'] ) + 1; $total++ ) {
					$expected = array();
					foreach ( $settings['perView'] as $width => $count ) {
						if ( $total <= $count ) {
							$expected[] = (string) $width;
						}
					}
					$this->assertSame( $expected, array_values( array_filter( explode( ' ', still_widths( $settings, $total ) ) ) ), "{$kind}, {$total} slides" );
				}
			}
		}
		// The services demo: four services, four in view from 1400 px only.
		$html = do_blocks( self::fixture( 'services-slider', 'demo-services' ) );
		$this->assertStringContainsString( 'data-still="1400"', $html );
		// A fading hero shows one slide at a time: still only with a single slide.
		$this->assertSame( '', still_widths( settings( 'hero', null ), 3 ) );
		$this->assertSame( '1400 1200 992 768 576 480', still_widths( settings( 'hero', null ), 1 ) );
		// Some slide out of view at every width: no attribute at all.
		$this->assertStringNotContainsString( 'data-still', do_blocks( self::fixture( 'hero-slider', 'demo-launch' ) ) );
	}

	public function test_SL_6_one_dot_per_reachable_position_at_each_breakpoint(): void {
		// Testimonials: 3, 3, 2, 2, 1, 1 in view from 1400 px down; four slides stop at their ends.
		$this->assertSame( array( '', '', '1400 1200', '1400 1200 992 768' ), dots_beyond( settings( 'testimonials', null ), 4 ) );
		// A loop reaches every slide, once it has one to move.
		$this->assertSame( array( '', '', '', '' ), dots_beyond( settings( 'testimonials', array( 'loop' => true ) ), 4 ) );
		// Three slides, three in view at 1400 and 1200 px: nothing to move there, one position.
		$this->assertSame( array( '', '1400 1200', '1400 1200' ), dots_beyond( settings( 'testimonials', array( 'loop' => true ) ), 3 ) );
		$html = do_blocks( self::fixture( 'testimonials', 'demo-customers' ) );
		$this->assertStringContainsString( 'aria-current="false" data-beyond="1400 1200 992 768"><span class="vitrine-slider__dot-name">Show slide 4</span></button>', $html );
		// Named by what they show at each width; the stylesheet shows the name in force.
		$this->assertSame(
			array(
				'Show slides 2 to 4' => '1400 1200',
				'Show slides 2 to 3' => '992 768',
				'Show slide 2'       => '576 480',
			),
			dot_names( settings( 'testimonials', null ), 4, 2 )
		);
		// A loop counts on round; one name everywhere needs no widths.
		$this->assertSame( array( 'Show slides 4 to 2' => '1400 1200' ), array_slice( dot_names( settings( 'testimonials', array( 'loop' => true ) ), 4, 4 ), 0, 1 ) );
		$this->assertSame( array( 'Show slide 3' => null ), dot_names( settings( 'hero', null ), 3, 3 ) );
	}

	public function test_SL_1_hero_is_a_named_region_of_slides_named_n_of_m_with_a_pause_button(): void {
		$html = do_blocks( self::fixture( 'hero-slider', 'demo-launch' ) );
		$this->assertSame( 1, preg_match( '/<section (?=[^>]*aria-roledescription="carousel")(?=[^>]*aria-label="Featured")/', $html ) );
		$this->assertStringContainsString( 'alignfull', $html );
		preg_match_all( '/aria-label="([^"]+)" aria-roledescription="slide" role="group"/', $html, $m );
		$this->assertSame( array( 'Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3' ), $m[1] );
		// Autoplay is on by default on the hero, so its pause button is always there.
		$this->assertStringContainsString( 'class="vitrine-slider__toggle" aria-label="Pause slides" aria-pressed="false"', $html );
		$this->assertStringContainsString( 'class="vitrine-slider__track" aria-live="off"', $html );
		$settings = $this->served_settings( $html );
		$this->assertSame( array( true, true, 5000, 'fade' ), array( $settings['autoplay'], $settings['loop'], $settings['interval'], $settings['effect'] ) );
		$this->assertSame( array( 1, 1, 1, 1, 1, 1 ), array_values( $settings['perView'] ) );
		$this->assertStringContainsString( '--vitrine-slider-min-height:480px', $html );
		// Without JavaScript every slide is in the markup and none is inert.
		$this->assertSame( 3, substr_count( $html, 'vitrine-slider__slide' ) );
		$this->assertStringNotContainsString( ' inert', $html );
	}

	public function test_SL_6_library_defaults_and_autoplay_off_unless_chosen(): void {
		foreach ( array( 'posts', 'testimonials', 'services' ) as $kind ) {
			$settings = settings( $kind, null );
			$this->assertSame( array( false, 3000, 500, false ), array( $settings['autoplay'], $settings['interval'], $settings['speed'], $settings['loop'] ), $kind );
		}
		$html = do_blocks( self::fixture( 'testimonials', 'demo-customers' ) );
		$this->assertStringNotContainsString( 'vitrine-slider__toggle', $html );
		$this->assertStringContainsString( 'aria-live="polite"', $html );
		$this->assertStringContainsString( 'aria-label="Previous slide" aria-disabled="true"', $html );
		// One dot per slide, each named (below 576 px) by the one slide it shows.
		preg_match_all( '/class="vitrine-slider__dot" aria-current="(true|false)"/', $html, $m );
		preg_match_all( '/>(Show slide \d)</', $html, $names );
		$this->assertSame( array( 'Show slide 1', 'Show slide 2', 'Show slide 3', 'Show slide 4' ), array_slice( $names[1], 0, 4 ) );
		$this->assertSame( array( 'true', 'false', 'false', 'false' ), array_slice( $m[1], 0, 4 ) );
	}

	public function test_SL_4_logos_every_2000_ms_five_per_view_down_to_one_below_576_px(): void {
		$defaults = settings( 'logos', array() );
		$this->assertSame( 2000, $defaults['interval'] );
		$this->assertFalse( $defaults['autoplay'] );
		$this->assertSame( array( 1400 => 5, 1200 => 5, 992 => 4, 768 => 3, 576 => 2, 480 => 1 ), $defaults['perView'] );
		$html = do_blocks( self::fixture( 'logo-slider', 'demo-partners' ) );
		$this->assertStringContainsString( '--vitrine-slider-1400:5;--vitrine-slider-1200:5;--vitrine-slider-992:4;--vitrine-slider-768:3;--vitrine-slider-576:2;--vitrine-slider-480:1', $html );
		$this->assertStringContainsString( 'vitrine-slider__toggle', $html );
		$this->assertStringContainsString( '<a href="https://example.org/northwind"><img', $html );
		$this->assertStringContainsString( 'alt="Northwind"', $html );
	}

	public function test_SL_3_rating_is_one_image_named_with_the_rating(): void {
		$html = do_blocks( self::fixture( 'testimonials', 'demo-customers' ) );
		$this->assertStringContainsString( 'role="img" aria-label="Rated 4 out of 5"', $html );
		$this->assertSame( 3, substr_count( $html, 'aria-label="Rated 5 out of 5"' ) );
		$this->assertStringContainsString( 'Harbor &amp; Co', $html );
		$clamped = do_blocks( '<!-- wp:vitrine/rating {"rating":9} /--><!-- wp:vitrine/rating {"rating":"x"} /--><!-- wp:vitrine/rating {"rating":0} /-->' );
		preg_match_all( '/aria-label="Rated (\d) out of 5"/', $clamped, $m );
		$this->assertSame( array( '5', '5', '1' ), $m[1] );
	}

	public function test_SL_6_hostile_attributes_are_clamped_refused_or_escaped(): void {
		$html = do_blocks( self::HOSTILE );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( 'onmouseover', $html );
		$this->assertStringNotContainsString( 'A stray paragraph', $html );
		$this->assertStringNotContainsString( ' inert', $html );
		$this->assertStringNotContainsString( 'role="presentation"', $html );
		$this->assertStringContainsString( 'aria-label="Quotes"', $html );
		$settings = $this->served_settings( $html );
		$this->assertSame( array( 1400 => 4, 1200 => 3, 992 => 1, 768 => 3, 576 => 1, 480 => 1 ), $settings['perView'] );
		$this->assertSame( array( 1000, 500, false, 'slide', true ), array( $settings['interval'], $settings['speed'], $settings['autoplay'], $settings['effect'], $settings['arrows'] ) );
		$this->assertStringContainsString( 'Rated 5 out of 5', $html );
		$this->assertSame( '', do_blocks( '<!-- wp:vitrine/testimonials --><!-- /wp:vitrine/testimonials -->' ) );
	}

	public function test_SL_6_each_slide_is_rendered_once_per_page(): void {
		// Every time WordPress renders a block, by its name: a slider renders its slides itself,
		// one by one, so WordPress must not render them first into content nobody reads.
		$rendered = array();
		$count    = static function ( string $content, array $block ) use ( &$rendered ): string {
			$rendered[ $block['blockName'] ] = ( $rendered[ $block['blockName'] ] ?? 0 ) + 1;
			return $content;
		};
		add_filter( 'render_block', $count, 10, 2 );
		$markup = self::fixture( 'hero-slider', 'demo-launch' );
		$html   = do_blocks( $markup );
		remove_filter( 'render_block', $count, 10 );
		$slides = substr_count( $markup, '<!-- wp:vitrine/slide ' ) + substr_count( $markup, '<!-- wp:vitrine/slide -->' );
		$this->assertGreaterThan( 1, $slides );
		$this->assertSame( $slides, $rendered['vitrine/slide'] ?? 0 );
		$this->assertSame( substr_count( $markup, '<!-- wp:heading' ), $rendered['core/heading'] ?? 0 );
		$this->assertSame( $slides, preg_match_all( '/aria-label="Slide \d+ of \d+"/', $html ) );
		foreach ( array( 'hero-slider', 'logo-slider', 'services-slider', 'testimonials' ) as $slider ) {
			$this->assertTrue( WP_Block_Type_Registry::get_instance()->get_registered( "vitrine/{$slider}" )->skip_inner_blocks, $slider );
		}
	}

	public function test_SL_1_images_after_the_first_slide_load_lazily_and_the_first_slides_do_not(): void {
		// Every partner logo is an image, one per slide.
		$html   = do_blocks( self::fixture( 'logo-slider', 'demo-partners' ) );
		$slides = preg_split( '/(?=<div [^>]*aria-label="Slide \d+ of \d+")/', $html );
		$this->assertCount( 7, $slides );
		$this->assertStringContainsString( '<img', $slides[1] );
		$this->assertStringNotContainsString( 'loading=', $slides[1] );
		foreach ( array_slice( $slides, 2 ) as $later ) {
			$this->assertStringContainsString( '<img', $later );
			preg_match_all( '/<img [^>]*>/', $later, $images );
			foreach ( $images[0] as $image ) {
				$this->assertStringContainsString( 'loading="lazy"', $image );
			}
		}
	}

	public function test_SL_1_the_first_picture_of_the_first_hero_slider_is_fetched_first_and_never_lazily(): void {
		$slide  = static function ( string $file ): string {
			return '<!-- wp:vitrine/slide --><div class="wp-block-vitrine-slide vitrine-slider__slide"><div class="vitrine-slide__content">'
				. '<!-- wp:image --><figure class="wp-block-image"><img src="/' . $file . '" alt=""/></figure><!-- /wp:image -->'
				. '</div></div><!-- /wp:vitrine/slide -->';
		};
		$slides = $slide( 'a.jpg' ) . $slide( 'b.jpg' );
		// A testimonials slider above it does not lead the page: it is not a hero.
		$quotes = do_blocks( "<!-- wp:vitrine/testimonials -->{$slides}<!-- /wp:vitrine/testimonials -->" );
		$hero   = do_blocks( "<!-- wp:vitrine/hero-slider -->{$slides}<!-- /wp:vitrine/hero-slider -->" );
		$second = do_blocks( "<!-- wp:vitrine/hero-slider -->{$slides}<!-- /wp:vitrine/hero-slider -->" );
		preg_match_all( '/<img [^>]*>/', $hero, $images );
		$this->assertCount( 2, $images[0] );
		$this->assertStringContainsString( 'fetchpriority="high"', $images[0][0] );
		$this->assertStringNotContainsString( 'loading=', $images[0][0] );
		$this->assertStringContainsString( 'loading="lazy"', $images[0][1] );
		$this->assertStringContainsString( '<img', $quotes );
		$this->assertStringNotContainsString( 'fetchpriority', $quotes );
		$this->assertStringNotContainsString( 'fetchpriority', $second );
		// WordPress's own content filter leaves the first picture as the slider marked it.
		$this->assertStringNotContainsString( 'loading=', wp_filter_content_tags( $images[0][0] ) );
	}

	public function test_SL_6_two_sliders_with_one_name_are_told_apart(): void {
		$html = do_blocks( self::fixture( 'services-slider', 'demo-services' ) . self::fixture( 'services-slider', 'demo-services' ) );
		preg_match_all( '/<section (?=[^>]*aria-roledescription="carousel")[^>]*aria-label="([^"]+)"/', $html, $m );
		$this->assertSame( array( 'Services', 'Services 2' ), $m[1] );
	}

	public function test_SL_2_post_slider_shows_live_posts_sticky_first_and_handles_missing_parts(): void {
		$html = do_blocks( self::fixture( 'post-slider', 'demo-latest' ) );
		preg_match_all( '/<h3 class="vitrine-post-slide__title"><a class="vitrine-post-slide__link" href="[^"]+">([^<]+)</', $html, $m );
		// WordPress's own "Hello world!" was published when the site was made: the newest.
		$this->assertSame( array( 'Launch week', 'Hello world!', 'Inside the studio', 'A workshop on accessible sliders', 'Notes from the workbench', '(no title)' ), $m[1] );
		$this->assertSame( 3, substr_count( $html, 'vitrine-post-slide__media vitrine-post-slide__media--empty' ) );
		$this->assertStringContainsString( 'aria-label="From the blog"', $html );
		// A post published now shows without saving the page again.
		$id = wp_insert_post(
			array(
				'post_title'   => 'Fresh off the press',
				'post_status'  => 'publish',
				'post_content' => 'New.',
			)
		);
		try {
			$again = do_blocks( self::fixture( 'post-slider', 'demo-latest' ) );
			$this->assertMatchesRegularExpression( '/Launch week.*Fresh off the press/s', $again );
		} finally {
			wp_delete_post( $id, true );
		}
	}

	public function test_SL_2_a_protected_posts_slide_is_the_same_with_and_without_its_password_cookie_and_shows_no_excerpt(): void {
		$id     = wp_insert_post(
			array(
				'post_title'    => 'Members only',
				'post_status'   => 'publish',
				'post_password' => 'members',
				'post_excerpt'  => 'The secret members read.',
				'post_content'  => 'The secret members read, in full.',
			)
		);
		$cookie = 'wp-postpass_' . COOKIEHASH;
		try {
			$without = do_blocks( '<!-- wp:vitrine/post-slider /-->' );
			// As wp-login.php?action=postpass sets it once the visitor typed the password.
			require_once ABSPATH . WPINC . '/class-phpass.php';
			$_COOKIE[ $cookie ] = ( new PasswordHash( 8, true ) )->HashPassword( 'members' );
			$this->assertFalse( post_password_required( $id ) );
			// The second slider of a request gets a numbered name (SL-6), the only other change.
			$with = str_replace( 'aria-label="Latest posts 2"', 'aria-label="Latest posts"', do_blocks( '<!-- wp:vitrine/post-slider /-->' ) );
			$this->assertSame( $without, $with );
			$this->assertStringContainsString( 'Members only', $with );
			$this->assertStringNotContainsString( 'secret', $with );
			$this->assertStringNotContainsString( 'There is no excerpt', $with );
		} finally {
			unset( $_COOKIE[ $cookie ] );
			wp_delete_post( $id, true );
		}
	}

	public function test_SL_2_post_slider_images_cost_two_queries_whatever_the_number_of_slides(): void {
		global $wpdb;
		$queries = static function ( string $markup ) use ( $wpdb ): int {
			wp_cache_flush();
			$before = $wpdb->num_queries;
			do_blocks( $markup );
			return $wpdb->num_queries - $before;
		};
		$with_images = $queries( '<!-- wp:vitrine/post-slider /-->' );
		$text_only   = $queries( '<!-- wp:vitrine/post-slider {"showImage":false} /-->' );
		// Three of the demo posts have a featured image: loading them one by one costs six.
		$this->assertStringContainsString( 'vitrine-post-slide__image', do_blocks( '<!-- wp:vitrine/post-slider /-->' ) );
		$this->assertLessThanOrEqual( $text_only + 2, $with_images );
	}

	public function test_SL_2_query_count_category_order_and_sticky_choices(): void {
		$guides = get_term_by( 'name', 'Guides', 'category' );
		$html   = do_blocks( '<!-- wp:vitrine/post-slider {"count":2,"categories":[' . (int) $guides->term_id . '],"orderBy":"title","order":"asc","sticky":"exclude","showImage":false,"showExcerpt":false} /-->' );
		preg_match_all( '/vitrine-post-slide__link" href="[^"]+">([^<]+)</', $html, $m );
		$this->assertSame( array( 'A workshop on accessible sliders', 'Inside the studio' ), $m[1] );
		$this->assertStringNotContainsString( 'vitrine-post-slide__media', $html );
		$this->assertStringNotContainsString( 'vitrine-post-slide__excerpt', $html );
		$hostile = do_blocks( '<!-- wp:vitrine/post-slider {"count":"999","categories":["x",-4],"orderBy":"ID; DROP","order":"sideways","sticky":"top"} /-->' );
		$this->assertSame( 6, substr_count( $hostile, '<article ' ) );
		$this->assertStringContainsString( 'Launch week', $hostile );
	}

	/**
	 * @param string $html Served markup.
	 * @return array<string, mixed>
	 */
	private function served_settings( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-settings="([^"]*)"/', $html, $m ) );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}
}
