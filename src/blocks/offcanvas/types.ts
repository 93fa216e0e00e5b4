import metadata from './block.json';

export type Side = 'end' | 'start';

export type OffcanvasAttributes = {
	/** The button's visible text; empty means the translated default. */
	buttonLabel: string;
	/** The edge the panel slides in from, in the reading direction. */
	side: Side;
};

/** Labels longer than this are cut (block.json's limit, which index.php applies too). */
export const LABEL_MAX_LENGTH =
	metadata.attributes.buttonLabel.limits.maxLength;

/**
 * The label visitors see, and the editor's reason when it differs from what was typed.
 * @param raw      The stored label.
 * @param fallback The translated default.
 */
export function cleanLabel(
	raw: unknown,
	fallback: string
): { label: string; cut: boolean } {
	const text =
		typeof raw === 'string' ? raw.replace( /\s+/g, ' ' ).trim() : '';
	const chars = Array.from( text );
	return {
		label:
			text === ''
				? fallback
				: chars.slice( 0, LABEL_MAX_LENGTH ).join( '' ),
		cut: chars.length > LABEL_MAX_LENGTH,
	};
}
