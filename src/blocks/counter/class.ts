/** The counter's class prefix, shared by its component and its motion script (no React there). */
export const CLASS = 'vitrine-counter';
