/**
 * Where a block root stands in its life, said in three attributes on the root (the table of
 * states and events: docs/view-lifecycle.md). Every script that reads or writes them imports
 * them from here: the islands loader (inline on every page, so this module imports nothing),
 * the small scripts, the appear motion and the React views.
 */

/**
 * `data-vitrine-motion`: the appear animation on the served markup (src/shared/appear-motion.ts).
 * - `final`: left as served (on screen at the start, or motion is off);
 * - `start`: off screen, reset unseen to its starting point;
 * - `run`: in view and animating;
 * - `done`: finished, every attribute and text back exactly as served.
 */
export const MOTION = 'data-vitrine-motion';
export type Motion = 'final' | 'start' | 'run' | 'done';

/**
 * `data-vitrine-answers`: the block's small script answers its controls (a slider's arrows, a
 * countdown's pause), so the loader lets their clicks through. Set by handOver(), removed by
 * takeOver() (src/lifecycle/handover.ts).
 */
export const ANSWERS = 'data-vitrine-answers';
export const ANSWERED = `[${ ANSWERS }]`;

/**
 * `data-vitrine-hydrated`: React's hydration of the root (src/lifecycle/hydrate.tsx).
 * - absent: served markup (a small script may run on it);
 * - `pending`: React is hydrating it; a click that arrived before is held until it leaves;
 * - `true`: React has committed: the view answers everything.
 */
export const HYDRATED = 'data-vitrine-hydrated';
export type Hydration = 'pending' | 'true';
export const PENDING = `[${ HYDRATED }=pending]`;

/**
 * Whether a root's appear animation is under way (hydration waits for it to end, so React meets
 * the served markup).
 * @param root The block's wrapper element.
 */
export const isMoving = ( root: Element ): boolean =>
	/^(start|run)$/.test( root.getAttribute( MOTION ) ?? '' );

/**
 * Where React's hydration of a root stands (null before it began).
 * @param root The block's wrapper element.
 */
export const hydration = ( root: Element ): Hydration | null =>
	root.getAttribute( HYDRATED ) as Hydration | null;

/**
 * Records a step of React's hydration of a root.
 * @param root  The block's wrapper element.
 * @param state The step reached.
 */
export const markHydration = ( root: Element, state: Hydration ): void =>
	root.setAttribute( HYDRATED, state );

/**
 * Records a step of the appear animation on a root.
 * @param root  The block's wrapper element.
 * @param state The step reached.
 */
export const markMotion = ( root: Element, state: Motion ): void =>
	root.setAttribute( MOTION, state );
