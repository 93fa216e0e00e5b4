import { __ } from '@wordpress/i18n';
import {
	BlockControls,
	InspectorControls,
	MediaReplaceFlow,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	FormTokenField,
	PanelBody,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import type { BlockEditProps } from '@wordpress/blocks';
import { useContext, useState } from '@wordpress/element';
import { PicturePlaceholder } from '../../shared/editor/picture-placeholder';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { linkProblem } from '../../shared/editor/link-problem';
import { htmlToText } from '../../shared/inline-html';
import { normalizeLink, safeMediaUrl } from '../../shared/link';
import { categoriesFromNames, MAX_CATEGORIES } from './categories';
import { PortfolioFilterContext } from './filter-context';
import { itemMatches } from '../portfolio/filters';
import { CategoryTags, categoryList, CLASS } from './item';
import { mediaAttributes, type MediaChoice } from './media-choice';
import { normalizeItem } from './normalize';
import { describeItemProblems } from './problems';
import type { PortfolioItemAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< PortfolioItemAttributes > ) {
	const item = normalizeItem( attributes );
	const preview = useContext( PortfolioFilterContext );
	const [ linkInput, setLinkInput ] = useState( item.link );
	const [ linkError, setLinkError ] = useState< string | null >( null );
	const [ refused, setRefused ] = useState< string[] >( [] );
	const hidden = ! itemMatches( categoryList( item ), preview.filter );
	const blockProps = useBlockProps( {
		'data-categories': categoryList( item ),
		className: hidden ? 'is-filtered-out' : undefined,
	} );
	const onSelectImage = ( media: MediaChoice ) =>
		setAttributes( mediaAttributes( media ) );
	const problems = describeItemProblems( attributes );

	return (
		<>
			<BlockControls group="other">
				{ item.imageUrl && (
					<MediaReplaceFlow
						mediaId={ item.imageId }
						mediaURL={ item.imageUrl }
						allowedTypes={ [ 'image' ] }
						accept="image/*"
						onSelect={ onSelectImage }
						name={ __( 'Replace image', 'vitrine' ) }
					/>
				) }
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Item', 'vitrine' ) }>
					<FormTokenField
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Categories', 'vitrine' ) }
						value={ item.categories.map( ( c ) =>
							htmlToText( c.name )
						) }
						suggestions={ preview.categories.map( ( c ) =>
							htmlToText( c.name )
						) }
						maxLength={ MAX_CATEGORIES }
						onChange={ ( tokens ) => {
							const names = tokens.map( ( token ) =>
								typeof token === 'string' ? token : token.value
							);
							const result = categoriesFromNames( names );
							setRefused( result.refused );
							setAttributes( { categories: result.categories } );
						} }
					/>
					{ refused.length > 0 && (
						<p
							className={ `${ CLASS }-editor__error` }
							role="alert"
						>
							{ __(
								'A category needs at least one letter or digit; it was not added.',
								'vitrine'
							) }
						</p>
					) }
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Alternative text', 'vitrine' ) }
						help={ __(
							'Describe the image for people who cannot see it. Without it, the title names the image.',
							'vitrine'
						) }
						value={ item.alt }
						onChange={ ( alt ) => setAttributes( { alt } ) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Link', 'vitrine' ) }
						help={
							linkError ??
							__(
								'The project’s own page, an email address or a phone number. The title links to it.',
								'vitrine'
							)
						}
						className={ linkError ? 'has-error' : undefined }
						value={ linkInput }
						onChange={ ( value ) => {
							setLinkInput( value );
							const result = normalizeLink( value );
							setLinkError( linkProblem( result ) );
							if ( result.ok ) {
								setAttributes( { link: result.href } );
							}
						} }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Opens in the lightbox', 'vitrine' ) }
						help={ __(
							'The full-size image by default. Or a YouTube or Vimeo address, a video file, or #id of content on this page.',
							'vitrine'
						) }
						value={ item.fullUrl }
						onChange={ ( value ) =>
							setAttributes( {
								fullUrl: safeMediaUrl( value ) || value.trim(),
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<li { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				{ item.imageUrl ? (
					<figure className={ `${ CLASS }__media` }>
						<img
							src={ item.imageUrl }
							alt={ item.alt }
							width={ item.width || undefined }
							height={ item.height || undefined }
						/>
					</figure>
				) : (
					<PicturePlaceholder
						icon="format-image"
						title={ __( 'Project image', 'vitrine' ) }
						onSelect={ onSelectImage }
					/>
				) }
				<h3 className={ `${ CLASS }__title` }>
					<RichText
						tagName="span"
						className={ `${ CLASS }__name` }
						aria-label={ __( 'Project title', 'vitrine' ) }
						placeholder={ __( 'Project title', 'vitrine' ) }
						allowedFormats={ [ 'core/bold', 'core/italic' ] }
						value={ attributes.title }
						onChange={ ( title ) => setAttributes( { title } ) }
					/>
				</h3>
				<RichText
					tagName="p"
					className={ `${ CLASS }__text` }
					aria-label={ __( 'Project text', 'vitrine' ) }
					placeholder={ __(
						'A sentence about the project',
						'vitrine'
					) }
					allowedFormats={ [ 'core/bold', 'core/italic' ] }
					value={ attributes.text }
					onChange={ ( text ) => setAttributes( { text } ) }
				/>
				<CategoryTags categories={ item.categories } />
			</li>
		</>
	);
}
