/**
 * What an item's lightbox opens, from the one address it stores: `#id` is content on the page, a
 * YouTube or Vimeo address plays in an embed, a video file in the browser's own player, anything
 * else is an image. Without JavaScript the same address is an ordinary link.
 */
export type LightboxSource =
	| { type: 'image'; href: string }
	| { type: 'inline'; id: string }
	| { type: 'video'; href: string }
	| { type: 'embed'; href: string };

const YOUTUBE =
	/^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/i;
const VIMEO = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d+)/i;
const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|mov)(?:[?#].*)?$/i;

/**
 * @param href The item's lightbox address.
 */
export function lightboxSource( href: string ): LightboxSource {
	if ( href.startsWith( '#' ) ) {
		return { type: 'inline', id: decodeURIComponent( href.slice( 1 ) ) };
	}
	const youtube = YOUTUBE.exec( href );
	if ( youtube ) {
		return {
			type: 'embed',
			href: `https://www.youtube-nocookie.com/embed/${ youtube[ 1 ] }`,
		};
	}
	const vimeo = VIMEO.exec( href );
	if ( vimeo ) {
		return {
			type: 'embed',
			href: `https://player.vimeo.com/video/${ vimeo[ 1 ] }`,
		};
	}
	if ( VIDEO_FILE.test( href ) ) {
		return { type: 'video', href };
	}
	return { type: 'image', href };
}
