/**
 * The portfolio's class names, in a module of their own: the portfolio's small script
 * (src/blocks/portfolio/answers.ts) reads the markup by them without bringing in any React.
 */
export const ITEM_CLASS = 'wp-block-vitrine-portfolio-item';
export const CLASS = 'vitrine-portfolio';
