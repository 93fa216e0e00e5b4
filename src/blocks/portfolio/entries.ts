/**
 * What the lightbox shows: the visible items (so prev/next stay within the current filter), each
 * with its address, caption and alt text, read from the served markup.
 */
import { CLASS } from '../portfolio-item/class';

export type LightboxEntry = {
	href: string;
	/** Caption title and text (inline HTML from the item's saved markup). */
	title: string;
	description: string;
	alt: string;
};

/**
 * @param root   The portfolio's wrapper.
 * @param opener The image link that was clicked.
 */
export function lightboxEntries(
	root: HTMLElement,
	opener: HTMLAnchorElement
): { entries: LightboxEntry[]; index: number } {
	const links = Array.from(
		root.querySelectorAll< HTMLAnchorElement >(
			`.${ CLASS }__items > li:not([hidden]) .${ CLASS }__open`
		)
	);
	const entries = links.map( ( link ) => {
		const item = link.closest( 'li' );
		return {
			href: link.getAttribute( 'href' ) ?? '',
			title: item?.querySelector( `.${ CLASS }__name` )?.innerHTML ?? '',
			description:
				item?.querySelector( `.${ CLASS }__text` )?.innerHTML ?? '',
			alt: link.querySelector( 'img' )?.getAttribute( 'alt' ) ?? '',
		};
	} );
	return { entries, index: Math.max( 0, links.indexOf( opener ) ) };
}
