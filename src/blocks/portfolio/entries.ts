/**
 * What the lightbox shows: the visible items (so prev/next stay within the current filter), each
 * with its address, caption and alt text, read from the served markup.
 */
import { CLASS } from '../portfolio-item/class';
import { servedHtml } from '../../shared/served-html';

export type LightboxEntry = {
	href: string;
	/** Caption title and text (inline HTML from the item's saved markup). */
	title: string;
	/** The title as text (an embed's frame is named by it). */
	name: string;
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
			title: servedHtml( item?.querySelector( `.${ CLASS }__name` ) ),
			name:
				item
					?.querySelector( `.${ CLASS }__name` )
					?.textContent?.trim() ?? '',
			description: servedHtml(
				item?.querySelector( `.${ CLASS }__text` )
			),
			alt: link.querySelector( 'img' )?.getAttribute( 'alt' ) ?? '',
		};
	} );
	return { entries, index: Math.max( 0, links.indexOf( opener ) ) };
}
