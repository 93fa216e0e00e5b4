<?php
/**
 * Draws the demo store's product pictures (demo/images/product-*.jpg) with GD: flat
 * illustrations of the studio's merchandise, square as WooCommerce's catalogue crops them. The
 * pictures are committed; run `php tools/demo/product-images.php` to draw them again.
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- A command-line tool outside WordPress.

if ( PHP_SAPI !== 'cli' || ! function_exists( 'imagecreatetruecolor' ) ) {
	fwrite( STDERR, "Run with PHP's command line and its GD extension.\n" );
	exit( 2 );
}

const VITRINE_PRODUCT_IMAGE_SIZE = 800;

/**
 * A colour of the picture.
 *
 * @param GdImage|resource $image The picture.
 * @param string           $hex   #rrggbb.
 * @param int              $alpha 0 (opaque) to 127 (clear).
 * @return int
 */
function vitrine_product_colour( $image, string $hex, int $alpha = 0 ): int {
	list( $red, $green, $blue ) = sscanf( $hex, '#%02x%02x%02x' );
	return imagecolorallocatealpha( $image, $red, $green, $blue, $alpha );
}

/**
 * A square picture with a vertical gradient and a soft floor shadow.
 *
 * @param string $top    Top colour.
 * @param string $bottom Bottom colour.
 * @return GdImage|resource
 */
function vitrine_product_canvas( string $top, string $bottom ) {
	$size  = VITRINE_PRODUCT_IMAGE_SIZE;
	$image = imagecreatetruecolor( $size, $size );
	imagealphablending( $image, true );
	list( $r1, $g1, $b1 ) = sscanf( $top, '#%02x%02x%02x' );
	list( $r2, $g2, $b2 ) = sscanf( $bottom, '#%02x%02x%02x' );
	for ( $y = 0; $y < $size; $y++ ) {
		$t = $y / ( $size - 1 );
		imageline(
			$image,
			0,
			$y,
			$size - 1,
			$y,
			imagecolorallocate(
				$image,
				(int) round( $r1 + ( $r2 - $r1 ) * $t ),
				(int) round( $g1 + ( $g2 - $g1 ) * $t ),
				(int) round( $b1 + ( $b2 - $b1 ) * $t )
			)
		);
	}
	imagefilledellipse( $image, 400, 720, 560, 60, vitrine_product_colour( $image, '#000000', 100 ) );
	return $image;
}

/**
 * The hoodie: body, sleeves, hood, pouch pocket, drawstrings and the studio's round badge.
 *
 * @return GdImage|resource
 */
function vitrine_product_hoodie() {
	$image  = vitrine_product_canvas( '#f3e7d8', '#e2cdb4' );
	$cloth  = vitrine_product_colour( $image, '#274b5f' );
	$shade  = vitrine_product_colour( $image, '#1d3a4a' );
	$string = vitrine_product_colour( $image, '#f3e7d8' );
	imagefilledpolygon( $image, array( 250, 230, 170, 300, 120, 600, 190, 615, 250, 380 ), $cloth );
	imagefilledpolygon( $image, array( 550, 230, 630, 300, 680, 600, 610, 615, 550, 380 ), $cloth );
	imagefilledpolygon( $image, array( 250, 230, 550, 230, 570, 690, 230, 690 ), $cloth );
	imagefilledellipse( $image, 400, 215, 250, 190, $shade );
	imagefilledellipse( $image, 400, 240, 150, 120, vitrine_product_colour( $image, '#10232e' ) );
	imagefilledpolygon( $image, array( 300, 500, 500, 500, 530, 620, 270, 620 ), $shade );
	imagesetthickness( $image, 6 );
	imageline( $image, 370, 300, 362, 400, $string );
	imageline( $image, 430, 300, 438, 400, $string );
	imagefilledellipse( $image, 470, 400, 56, 56, vitrine_product_colour( $image, '#e8a13a' ) );
	return $image;
}

/**
 * The cap: a six-panel crown, its seams, the button on top and a curved brim.
 *
 * @return GdImage|resource
 */
function vitrine_product_cap() {
	$image  = vitrine_product_canvas( '#dfe9e4', '#c5d6cd' );
	$canvas = vitrine_product_colour( $image, '#c2643d' );
	$seam   = vitrine_product_colour( $image, '#9c4a2a' );
	imagefilledarc( $image, 380, 620, 420, 420, 180, 360, $canvas, IMG_ARC_PIE );
	imagefilledellipse( $image, 520, 628, 330, 70, $seam );
	imagefilledellipse( $image, 530, 620, 320, 56, $canvas );
	imagesetthickness( $image, 4 );
	imagearc( $image, 380, 620, 200, 420, 180, 360, $seam );
	imageline( $image, 380, 410, 380, 620, $seam );
	imagefilledellipse( $image, 380, 412, 34, 20, $seam );
	imagefilledellipse( $image, 300, 550, 70, 36, vitrine_product_colour( $image, '#f3e7d8' ) );
	return $image;
}

/**
 * The print: a framed riso print of the harbour at dawn (sky, sun, sea, a boat).
 *
 * @return GdImage|resource
 */
function vitrine_product_print() {
	$image = vitrine_product_canvas( '#ece8f1', '#d6cfe0' );
	imagefilledrectangle( $image, 190, 110, 610, 690, vitrine_product_colour( $image, '#3b2f2a' ) );
	imagefilledrectangle( $image, 210, 130, 590, 670, vitrine_product_colour( $image, '#fbf7ef' ) );
	imagefilledrectangle( $image, 250, 170, 550, 560, vitrine_product_colour( $image, '#f4b183' ) );
	imagefilledellipse( $image, 400, 400, 150, 150, vitrine_product_colour( $image, '#e0584a' ) );
	imagefilledrectangle( $image, 250, 400, 550, 560, vitrine_product_colour( $image, '#3a6f8f' ) );
	$wave = vitrine_product_colour( $image, '#8fb8cf' );
	imagesetthickness( $image, 4 );
	foreach ( array( 430, 470, 510 ) as $y ) {
		imageline( $image, 280, $y, 520, $y, $wave );
	}
	imagefilledpolygon( $image, array( 300, 420, 420, 420, 400, 445, 320, 445 ), vitrine_product_colour( $image, '#2b2b2b' ) );
	imageline( $image, 360, 420, 360, 340, vitrine_product_colour( $image, '#2b2b2b' ) );
	imagefilledpolygon( $image, array( 362, 345, 362, 412, 405, 412 ), vitrine_product_colour( $image, '#fbf7ef' ) );
	return $image;
}

$vitrine_folder = dirname( __DIR__, 2 ) . '/demo/images';
foreach (
	array(
		'product-rig-hoodie'    => 'vitrine_product_hoodie',
		'product-rig-cap'       => 'vitrine_product_cap',
		'product-harbour-print' => 'vitrine_product_print',
	) as $vitrine_name => $vitrine_draw
) {
	$vitrine_image = $vitrine_draw();
	imagejpeg( $vitrine_image, "$vitrine_folder/$vitrine_name.jpg", 82 );
	fwrite( STDOUT, "$vitrine_folder/$vitrine_name.jpg\n" );
}
