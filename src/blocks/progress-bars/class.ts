/** The bars' class prefix, shared by the component and the motion script (no React there). */
export const CLASS = 'vitrine-progress-bars';
