/**
 * A logo strip without a picture offers its pictures in place (SL-4): core's media placeholder,
 * several pictures at once, each becoming a slide as the Images → logo strip transform makes
 * them (src/transforms/logos.ts), with the library's alt text.
 */
import { __ } from '@wordpress/i18n';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { PicturePlaceholder } from '../shared/editor/picture-placeholder';
import { logosFromImages } from '../transforms/logos';
import { toBlock, tree } from '../transforms/tree';

/** What WordPress's media library or an upload hands over for each picture. */
export type ChosenPicture = { id?: number; url?: string; alt?: string };

type SlideBlock = {
	innerBlocks: Array< { name: string; attributes: { url?: string } } >;
};

/**
 * Core Image blocks for the chosen pictures, once each is in the library: an upload reports
 * its files first as local previews without an id, then again once stored.
 * @param media The pictures.
 * @return The Image blocks' trees, or null while an upload is still under way.
 */
export function imagesFromMedia( media: ChosenPicture[] ) {
	if ( media.length === 0 || media.some( ( picture ) => ! picture.id ) ) {
		return null;
	}
	return media.map( ( picture ) =>
		tree( 'core/image', {
			id: picture.id,
			url: picture.url ?? '',
			alt: picture.alt ?? '',
		} )
	);
}

/**
 * Whether a slider offers its pictures in place: it is one that does, and none of its slides
 * holds a picture yet.
 * @param clientId The slider.
 * @param offers   Whether its kind offers them (the logo strip).
 */
export function useAwaitsPictures( clientId: string, offers: boolean ) {
	return useSelect(
		( select ) =>
			offers &&
			! (
				select( blockEditorStore ) as {
					getBlocks: ( id: string ) => SlideBlock[];
				}
			 )
				.getBlocks( clientId )
				.some( ( slide ) =>
					slide.innerBlocks.some(
						( block ) =>
							block.name === 'core/image' && block.attributes.url
					)
				),
		[ clientId, offers ]
	);
}

export function LogosPlaceholder( { clientId }: { clientId: string } ) {
	const { replaceInnerBlocks } = useDispatch( blockEditorStore ) as {
		replaceInnerBlocks: ( id: string, blocks: unknown[] ) => void;
	};
	const onSelect = ( media: ChosenPicture[] ) => {
		const images = imagesFromMedia( media );
		if ( images ) {
			replaceInnerBlocks(
				clientId,
				logosFromImages( images ).innerBlocks.map( toBlock )
			);
		}
	};
	return (
		<PicturePlaceholder
			multiple
			icon="awards"
			title={ __( 'Logos', 'vitrine' ) }
			instructions={ __(
				'Choose the logos: each becomes a slide, with its alt text from the media library. Add a link to a logo from its toolbar.',
				'vitrine'
			) }
			onSelect={ onSelect }
		/>
	);
}
