/**
 * Marks a root whose small script answers its controls' clicks: the islands loader
 * (src/view/islands/loader.ts) lets those clicks through instead of holding them for the view.
 * Set and removed by src/shared/handover.ts; a module of its own so the loader, inline on every
 * page, carries nothing else of the hand-over.
 */
export const ANSWERS = 'data-vitrine-answers';
