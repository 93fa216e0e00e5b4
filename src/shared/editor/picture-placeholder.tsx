/**
 * Core's media placeholder for pictures only (uploads, the media library and drops take images
 * and nothing else), as every Vitrine block that asks for pictures in place shows it.
 */
import { MediaPlaceholder } from '@wordpress/block-editor';

type Props< Chosen > = {
	/** A dashicon's name. */
	icon: string;
	title: string;
	instructions?: string;
	/** Several pictures at once, handed over together. */
	multiple?: boolean;
	className?: string;
	onSelect: ( chosen: Chosen ) => void;
};

export function PicturePlaceholder< Chosen >( {
	icon,
	title,
	instructions,
	multiple = false,
	className,
	onSelect,
}: Props< Chosen > ) {
	return (
		<MediaPlaceholder
			className={ className }
			multiple={ multiple }
			icon={ icon }
			labels={ { title, instructions } }
			allowedTypes={ [ 'image' ] }
			accept="image/*"
			onSelect={ onSelect as ( media: never ) => void }
		/>
	);
}
