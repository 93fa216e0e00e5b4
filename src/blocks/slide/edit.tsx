import { __ } from '@wordpress/i18n';
import {
	BlockControls,
	InspectorControls,
	MediaReplaceFlow,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
	type Media,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import type { BlockEditProps } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';
import { PicturePlaceholder } from '../../shared/editor/picture-placeholder';
import { hasColourBackground } from '../../transforms/slides';
import { normalizeSlide } from './normalize';
import { SLIDE_CLASS, SlideBackground, slideClassName } from './slide';
import { slideTemplate } from './templates';
import type { SlideAttributes } from './types';

type Selectors = {
	getBlockRootClientId: ( id: string ) => string | null;
	getBlockName: ( id: string ) => string | null;
};

type RecordSelectors = {
	getEntityRecords: (
		kind: string,
		name: string,
		query: Record< string, unknown >
	) => Array< { alt_text?: string } > | null;
};

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< SlideAttributes > ) {
	const slide = normalizeSlide( attributes );
	const parent = useSelect(
		( select ) => {
			const store = select( blockEditorStore ) as Selectors;
			const root = store.getBlockRootClientId( clientId );
			return root ? ( store.getBlockName( root ) ?? '' ) : '';
		},
		[ clientId ]
	);
	// The media library's text for the picture now: what the page serves while the slide's own
	// field is empty (index.php), shown in that field as its placeholder.
	const libraryAlt = useSelect(
		( select ) =>
			// Asked as a list: an id the library no longer holds (deleted, or a hostile value)
			// answers an empty list, where a single record's request would fail with a 404.
			slide.mediaId && slide.mediaUrl
				? ( ( select( 'core' ) as RecordSelectors ).getEntityRecords(
						'postType',
						'attachment',
						{ include: [ slide.mediaId ], context: 'view' }
					)?.[ 0 ]?.alt_text ?? '' )
				: '',
		[ slide.mediaId, slide.mediaUrl ]
	);
	const blockProps = useBlockProps( {
		className: slideClassName( slide.mediaUrl ),
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: `${ SLIDE_CLASS }__content` },
		{ template: slideTemplate( parent ) }
	);
	const onSelect = ( media: Media ) =>
		setAttributes( {
			mediaId: Number( media.id ) || 0,
			mediaUrl: typeof media.url === 'string' ? media.url : '',
			// As core's Cover block does: the library's text, editable in the sidebar.
			alt: typeof media.alt === 'string' ? media.alt : '',
		} );
	// A hero slide shows a picture or a colour (SL-1): until it has one, the slide offers the
	// picture in place, as core's Cover block does, with the colour under Styles.
	const offersBackground =
		parent === 'vitrine/hero-slider' &&
		! slide.mediaUrl &&
		! hasColourBackground( attributes );
	return (
		<>
			<BlockControls group="other">
				<MediaReplaceFlow
					mediaId={ slide.mediaId }
					mediaURL={ slide.mediaUrl }
					allowedTypes={ [ 'image' ] }
					accept="image/*"
					onSelect={ onSelect }
					name={
						slide.mediaUrl
							? __( 'Replace background', 'vitrine' )
							: __( 'Add background image', 'vitrine' )
					}
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Background', 'vitrine' ) }>
					{ slide.mediaUrl ? (
						<>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __( 'Decorative picture', 'vitrine' ) }
								help={ __(
									'Screen readers skip it (served with empty alternative text). Leave off when the picture says something the text does not.',
									'vitrine'
								) }
								checked={ slide.decorative }
								onChange={ ( decorative ) =>
									setAttributes( { decorative } )
								}
							/>
							{ ! slide.decorative && (
								<TextareaControl
									__nextHasNoMarginBottom
									label={ __(
										'Alternative text',
										'vitrine'
									) }
									help={
										libraryAlt
											? __(
													'Describe the picture for people who cannot see it. Left empty, the media library’s text (shown greyed) is served.',
													'vitrine'
												)
											: __(
													'Describe the picture for people who cannot see it. The media library has no text for it.',
													'vitrine'
												)
									}
									placeholder={ libraryAlt }
									value={ attributes.alt ?? '' }
									onChange={ ( alt ) =>
										setAttributes( { alt } )
									}
								/>
							) }
							<ExplainedRangeControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __(
									'Darken the image (%)',
									'vitrine'
								) }
								help={ __(
									'Keeps text on the image readable.',
									'vitrine'
								) }
								value={ slide.dimRatio }
								min={ 0 }
								max={ 100 }
								step={ 10 }
								onChange={ ( dimRatio ) =>
									setAttributes( { dimRatio: dimRatio ?? 0 } )
								}
							/>
							<Button
								variant="secondary"
								onClick={ () =>
									setAttributes( {
										mediaId: 0,
										mediaUrl: '',
										alt: '',
										decorative: false,
									} )
								}
							>
								{ __( 'Remove background image', 'vitrine' ) }
							</Button>
						</>
					) : (
						<p>
							{ __(
								'Add a background image from the toolbar, or choose a background colour under Styles.',
								'vitrine'
							) }
						</p>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<SlideBackground
					url={ slide.mediaUrl }
					alt={ slide.alt || ( slide.decorative ? '' : libraryAlt ) }
					dimRatio={ slide.dimRatio }
				/>
				{ offersBackground && (
					<PicturePlaceholder
						className={ `${ SLIDE_CLASS }__background-placeholder` }
						icon="format-image"
						title={ __( 'Background picture', 'vitrine' ) }
						instructions={ __(
							'Drop a picture here, upload one or choose one from the media library; or pick a background colour under Styles.',
							'vitrine'
						) }
						onSelect={ onSelect }
					/>
				) }
				<div { ...innerBlocksProps } />
			</div>
		</>
	);
}
