/**
 * A block's rules live once, in its block.json: `default`, `enum` (the allowed values) and
 * Vitrine's `limits` (`min`/`max`, `maxLength`, `maxItems`). The editor, the view and the server
 * (includes/blocks.php: rule()) all read them from there. The limits sit apart from JSON Schema's
 * own keywords because WordPress would swap an out-of-range value for the default, where Vitrine
 * clamps it to the nearest allowed one.
 */
export interface AttributeRule {
	default?: unknown;
	enum?: readonly unknown[];
	limits?: {
		min?: number;
		max?: number;
		maxLength?: number;
		maxItems?: number;
	};
}

/**
 * The range and fallback clampWhole() takes, from a number attribute's rule.
 * @param rule The attribute's block.json entry.
 */
export function wholeRange( rule: AttributeRule ): {
	min: number;
	max: number;
	fallback: number;
} {
	return {
		min: rule.limits?.min ?? 0,
		max: rule.limits?.max ?? Number.MAX_SAFE_INTEGER,
		fallback: Number( rule.default ?? 0 ),
	};
}
