import { __, _x } from '@wordpress/i18n';
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import { createBlock, type BlockEditProps } from '@wordpress/blocks';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { PicturePlaceholder } from '../../shared/editor/picture-placeholder';
import { escapeText } from '../../shared/inline-html';
import { ALL, collectFilters } from '../portfolio-item/categories';
import { PortfolioFilterContext } from '../portfolio-item/filter-context';
import { CLASS } from '../portfolio-item/item';
import {
	itemsFromMedia,
	type MediaChoice,
} from '../portfolio-item/media-choice';
import type { Category } from '../portfolio-item/types';
import {
	COLUMN_LIMITS,
	layoutProps,
	normalizePortfolio,
	type ColumnSetting,
} from './normalize';
import { FilterBar } from './portfolio';
import type { ImageShape, PortfolioAttributes, PortfolioLayout } from './types';

const ITEM = 'vitrine/portfolio-item';

type InnerBlock = {
	attributes: { categories?: Category[]; imageId?: number };
};
type EditorSelectors = { getBlocks: ( id: string ) => InnerBlock[] };
type EditorActions = {
	insertBlocks: (
		blocks: unknown[],
		index: number | undefined,
		rootClientId: string
	) => void;
};

export default function Edit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< PortfolioAttributes > ) {
	const settings = normalizePortfolio( attributes );
	const [ chosen, setChosen ] = useState( ALL );
	const items = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as EditorSelectors
			 ).getBlocks( clientId ),
		[ clientId ]
	);
	const { insertBlocks } = useDispatch(
		blockEditorStore
	) as unknown as EditorActions;
	const categories = collectFilters(
		items.map( ( item ) => item.attributes.categories ?? [] )
	);
	const active = categories.some( ( c ) => c.slug === chosen ) ? chosen : ALL;
	// One place works out the categories in use; items read them (and the filter) from here.
	const preview = { filter: active, categories };
	const layout = layoutProps( settings );
	const blockProps = useBlockProps( layout );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: `${ CLASS }__items` },
		{
			allowedBlocks: [ ITEM ],
			orientation: 'horizontal',
			renderAppender: items.length
				? InnerBlocks.ButtonBlockAppender
				: false,
		}
	);
	const registry = useRegistry();
	const addImages = ( media: MediaChoice[] ) => {
		// WordPress's gallery frame can report one selection twice; an image already in the
		// portfolio is not added again. Read at call time: both reports come before a re-render.
		const present = new Set(
			(
				registry.select(
					blockEditorStore
				) as unknown as EditorSelectors
			 )
				.getBlocks( clientId )
				.map( ( block ) => block.attributes.imageId )
		);
		const fresh = media.filter(
			( choice ) => ! choice.id || ! present.has( choice.id )
		);
		insertBlocks(
			itemsFromMedia( fresh ).map( ( item ) =>
				createBlock( ITEM, item )
			),
			undefined,
			clientId
		);
	};
	const columnControl = ( setting: ColumnSetting, label: string ) => (
		<ExplainedRangeControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			min={ COLUMN_LIMITS[ setting ].min }
			max={ COLUMN_LIMITS[ setting ].max }
			value={ settings[ setting ] }
			onChange={ ( value ) =>
				setAttributes( {
					[ setting ]: value ?? COLUMN_LIMITS[ setting ].fallback,
				} )
			}
		/>
	);

	return (
		<>
			<BlockControls group="other">
				<MediaUploadCheck>
					<MediaUpload
						multiple
						allowedTypes={ [ 'image' ] }
						onSelect={ addImages }
						render={ ( { open } ) => (
							<ToolbarGroup>
								<ToolbarButton onClick={ open }>
									{ __( 'Add images', 'vitrine' ) }
								</ToolbarButton>
							</ToolbarGroup>
						) }
					/>
				</MediaUploadCheck>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'vitrine' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Layout', 'vitrine' ) }
						value={ settings.layout }
						options={ [
							{ value: 'grid', label: __( 'Grid', 'vitrine' ) },
							{
								value: 'masonry',
								label: __( 'Masonry', 'vitrine' ),
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								layout: value as PortfolioLayout,
							} )
						}
					/>
					{ settings.layout === 'grid' && (
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Image shape', 'vitrine' ) }
							help={ __(
								'Images are cropped to this shape so rows line up. Masonry keeps each image’s own shape.',
								'vitrine'
							) }
							value={ settings.imageShape }
							options={ [
								{
									value: 'landscape',
									label: __( 'Landscape (4:3)', 'vitrine' ),
								},
								{
									value: 'square',
									label: __( 'Square', 'vitrine' ),
								},
								{
									value: 'portrait',
									label: __( 'Portrait (3:4)', 'vitrine' ),
								},
								{
									value: 'original',
									label: __( 'Original', 'vitrine' ),
								},
							] }
							onChange={ ( value ) =>
								setAttributes( {
									imageShape: value as ImageShape,
								} )
							}
						/>
					) }
					{ columnControl(
						'columns',
						__( 'Columns on wide screens', 'vitrine' )
					) }
					{ columnControl(
						'columnsTablet',
						__( 'Columns on tablets (576–991 px)', 'vitrine' )
					) }
					{ columnControl(
						'columnsMobile',
						__( 'Columns on phones (below 576 px)', 'vitrine' )
					) }
				</PanelBody>
				<PanelBody title={ __( 'Behaviour', 'vitrine' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show category filters', 'vitrine' ) }
						help={ __(
							'Buttons for “All” and each category in use. Without JavaScript every project shows and the buttons are hidden.',
							'vitrine'
						) }
						checked={ settings.showFilters }
						onChange={ ( showFilters ) =>
							setAttributes( { showFilters } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open images in a lightbox', 'vitrine' ) }
						help={ __(
							'Off: an image links to its full-size file.',
							'vitrine'
						) }
						checked={ settings.lightbox }
						onChange={ ( lightbox ) =>
							setAttributes( { lightbox } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ settings.showFilters && categories.length > 0 && (
					<FilterBar
						label={ __( 'Filter projects', 'vitrine' ) }
						filters={ [
							{
								value: ALL,
								html: escapeText(
									_x( 'All', 'portfolio filter', 'vitrine' )
								),
							},
							...categories.map( ( category ) => ( {
								value: category.slug,
								html: category.name,
							} ) ),
						] }
						active={ active }
						onChoose={ setChosen }
					/>
				) }
				<PortfolioFilterContext.Provider value={ preview }>
					<ul { ...innerBlocksProps } />
				</PortfolioFilterContext.Provider>
				{ items.length === 0 && (
					<PicturePlaceholder
						multiple
						icon="portfolio"
						title={ __( 'Portfolio', 'vitrine' ) }
						instructions={ __(
							'Choose images: each becomes a project you can give a title, a text and categories.',
							'vitrine'
						) }
						onSelect={ addImages }
					/>
				) }
			</div>
		</>
	);
}
