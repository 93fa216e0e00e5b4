/**
 * The size of a library image at the URL a block shows, from WordPress's data store, and a hook
 * that gives a block a size it lacks (an image a transform brought in, whose size the editor had
 * not loaded yet), so its markup reserves the image's space.
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

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
 * The image's size at `url` (one of its sizes, or the original), or undefined until the store
 * has the image (asking starts loading it).
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
	// The query the Image block uses, so an image it shows is already there.
	const media = (
		select( 'core' ) as {
			getEntityRecord: (
				kind: string,
				name: string,
				key: number,
				query: object
			) => Attachment | undefined;
		}
	 ).getEntityRecord( 'postType', 'attachment', id, { context: 'view' } );
	const details = media?.media_details;
	const shown =
		Object.values( details?.sizes ?? {} ).find(
			( size ) => size.source_url === url
		) ?? details;
	return shown?.width && shown?.height
		? { width: shown.width, height: shown.height }
		: undefined;
}

/**
 * Sets a library image's size on a block that has none.
 * @param id      The image's ID.
 * @param url     The URL shown.
 * @param current The block's size (0 when unknown).
 * @param setSize Stores the size.
 */
export function useMissingSize(
	id: number,
	url: string,
	current: Size,
	setSize: ( size: Size ) => void
) {
	const missing = ! current.width || ! current.height;
	const size = useSelect(
		( select ) =>
			missing ? librarySize( select as Select, id, url ) : undefined,
		[ missing, id, url ]
	);
	useEffect( () => {
		if ( size ) {
			setSize( size );
		}
		// setSize is a new function each render; the size is what matters.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ size?.width, size?.height ] );
}
