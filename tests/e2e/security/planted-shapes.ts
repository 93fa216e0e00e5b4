/**
 * Planted shapes: markup a post's author can save (kses keeps `class`, `id`, `href` and `data-*`
 * for Authors and Contributors) that looks like what a view script binds, carrying a request's
 * address, method or nonce. A view script that reads a request from markup would send it with
 * the reader's own REST nonce (api-fetch adds it to every call): a Subscriber promoted, a coupon
 * created, an option changed by an administrator's or a shop manager's click
 * (planted-links.spec.ts).
 *
 * Every shape here is saved by an Author and by a Contributor and clicked by the readers who hold
 * the most rights, in both shop modes; a click must send no request that writes. When a view
 * script comes to bind another element that could carry such data, its look-alike goes here.
 */

/** What a planted request would do, and how the test checks that it did not. */
export type Target =
	{ kind: 'promote'; user: number } | { kind: 'coupon'; code: string };

/**
 * The request a planted link asks for, as the attacker writes it (`?rest_route=`, which reaches
 * the REST API on any permalink setting).
 * @param target What the request would do.
 */
export function plantedRoute( target: Target ): string {
	return target.kind === 'promote'
		? `/?rest_route=/wp/v2/users/${ target.user }&roles=administrator`
		: `/?rest_route=/wc/v3/coupons&code=${ target.code }&amount=100&discount_type=percent`;
}

/** A shape: a name for test titles, and its markup pointing at a route. */
export interface PlantedShape {
	name: string;
	html: ( route: string ) => string;
	/**
	 * Carries the banner's id, so WooCommerce's styles fix it where the banner is, under the real
	 * one (printed later, on top): the test dispatches the click a pointer cannot make.
	 */
	bannerCopy?: boolean;
}

/**
 * In the order a reader clicks them: WooCommerce's own handler ("Keep WooCommerce's") hides the
 * first element with the banner's id after any dismiss click, so the copy goes first.
 */
export const PLANTED_SHAPES: PlantedShape[] = [
	{
		// The whole banner copied, with a nonce of its own: only the reader's own nonce, in the
		// banner WooCommerce prints for this response, makes a banner real.
		name: 'a copy of the coming-soon banner',
		bannerCopy: true,
		html: ( route ) =>
			`<span id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" href="#top" data-rest-url="${ route }" data-rest-nonce="0123456789" data-vitrine-banner="${ 'a'.repeat(
				32
			) }">Read more</a></span>`,
	},
	{
		// As reported: WooCommerce's dismiss class on a link of the post, before the real banner
		// in the document.
		name: 'a coming-soon dismiss link',
		html: ( route ) =>
			`<a class="coming-soon-footer-banner-dismiss" href="#more" data-rest-url="${ route }">Continue reading</a>`,
	},
];
