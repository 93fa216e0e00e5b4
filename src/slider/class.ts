/** The sliders' class stem (src/slider/index.php's CSS_CLASS), in a module with no JSX. */
export const CLASS = 'vitrine-slider';
