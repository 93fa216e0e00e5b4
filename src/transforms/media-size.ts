/**
 * The size of a library image at the URL a block shows, from what WordPress's data store already
 * holds: a transform reads it without asking the server (an image it has not loaded keeps no size
 * in the block, and WordPress adds it to the served `<img>` from the attachment, by its
 * `wp-image-<id>` class). Asking would log a 404 for an ID that is not in the library.
 */

export type Size = { width: number; height: number };

type Attachment = {
	media_details?: {
		width?: number;
		height?: number;
		sizes?: Record<
			string,
			{ source_url?: string; width?: number; height?: number }
		>;
	};
};

type Select = ( store: string ) => unknown;

/**
 * The image's size at `url` (one of its sizes, or the original), or undefined when the store
 * has not loaded the image.
 * @param select The data store's select.
 * @param id     The image's ID in the library.
 * @param url    The URL shown.
 */
export function librarySize(
	select: Select,
	id: number,
	url: string
): Size | undefined {
	if ( ! id ) {
		return undefined;
	}
	// The query the Image block uses, so an image it shows is already there; asked only once
	// resolved, as asking is what starts a request.
	const store = select( 'core' ) as {
		hasFinishedResolution: ( selector: string, args: unknown[] ) => boolean;
		getEntityRecord: ( ...args: unknown[] ) => Attachment | undefined;
	};
	const args = [ 'postType', 'attachment', id, { context: 'view' } ];
	const media = store.hasFinishedResolution( 'getEntityRecord', args )
		? store.getEntityRecord( ...args )
		: undefined;
	const details = media?.media_details;
	const shown =
		Object.values( details?.sizes ?? {} ).find(
			( size ) => size.source_url === url
		) ?? details;
	return shown?.width && shown?.height
		? { width: shown.width, height: shown.height }
		: undefined;
}
