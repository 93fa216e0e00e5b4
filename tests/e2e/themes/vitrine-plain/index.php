<?php
/**
 * Vitrine Plain: every page.
 *
 * @package Vitrine
 */

?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header><p><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a></p></header>
<main>
<?php
while ( have_posts() ) :
	the_post();
	the_title( '<h1>', '</h1>' );
	?>
	<div class="entry-content"><?php the_content(); ?></div>
	<?php
endwhile;
?>
</main>
<?php wp_footer(); ?>
</body>
</html>
