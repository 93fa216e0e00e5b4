/**
 * The manifest includes/islands.php prints for the loader: the scripts by WordPress handle, and
 * the islands that need them.
 */

/** How an island starts (block.json's `viewStart`): see loader.ts. */
export type IslandStart = 'near' | 'appear' | 'interaction' | 'scroll';

/**
 * A script: its address ('' for a handle that only groups others), inline code before and after
 * (left out at the end when empty).
 */
export type IslandScript = [ src: string, before?: string, after?: string ];

/**
 * An island: the blocks' selector, how it starts, and the handles it runs (dependencies first,
 * those already on the page left out).
 */
export type Island = [
	selector: string,
	start: IslandStart,
	handles: string[],
];

export interface Manifest {
	s: Record< string, IslandScript >;
	i: Island[];
}
