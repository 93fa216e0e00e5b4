/**
 * The only colour format Vitrine stores in markup: a hex colour. Anything else in an attribute
 * (a `url()`, `expression()`, a second declaration) is refused.
 */
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColor( value: unknown ): value is string {
	return typeof value === 'string' && HEX_COLOR.test( value );
}
