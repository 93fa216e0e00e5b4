/**
 * The editor of every slider whose slides are inner blocks: the same controls and slide widths
 * as the front end around the slides, which scroll sideways so each stays editable. The arrows
 * and dots scroll the preview; slides are added with the toolbar or the "Add slide" button under
 * the slider while it or one of its slides is selected, and moved or removed with the block
 * toolbar.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	BlockControls,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';
import { useRef, useState } from '@wordpress/element';
import { useEditingWithin } from '../shared/editor/editing-within';
import { ProblemsNotice } from '../shared/editor/problems-notice';
import { positionAt } from './engine';
import { LogosPlaceholder, useAwaitsPictures } from './pictures-placeholder';
import { describeSettingsProblems } from './problems';
import { SliderSettingsPanel } from './settings-panel';
import {
	normalizeSettings,
	type SliderKind,
	type SliderSettings,
} from './settings';
import { CLASS, SliderView } from './slider';
import { sliderStyle } from './style-vars';

export const SLIDE = 'vitrine/slide';

export type SliderAttributes = {
	label: string;
	settings: Partial< SliderSettings >;
	anchor?: string;
};

type Props< A extends SliderAttributes > = {
	kind: SliderKind;
	attributes: A;
	setAttributes: ( changes: Partial< A > ) => void;
	clientId: string;
	/** How many slides a new slider starts with. */
	initialSlides: number;
	/** Extra sidebar panels. */
	children?: ReactNode;
	style?: Record< string, string >;
	/** Whether, until a slide holds a picture, it offers pictures in place (the logo strip). */
	offersPictures?: boolean;
};

type EditorActions = {
	insertBlock: (
		block: unknown,
		index: number,
		rootClientId: string
	) => void;
};

/**
 * Arrows and dots in the editor scroll the preview to a slide.
 * @param viewport The scrolling element.
 * @param index    The slide.
 */
function scrollToSlide( viewport: HTMLElement | null, index: number ) {
	const slide = viewport?.querySelectorAll< HTMLElement >(
		`.${ CLASS }__slide`
	)[ index ];
	slide?.scrollIntoView( {
		block: 'nearest',
		inline: 'start',
		behavior: 'smooth',
	} );
}

export function SliderEdit< A extends SliderAttributes >( {
	kind,
	attributes,
	setAttributes,
	clientId,
	initialSlides,
	children,
	style,
	offersPictures = false,
}: Props< A > ) {
	const settings = normalizeSettings( kind, attributes.settings );
	const viewport = useRef< HTMLDivElement >( null );
	const [ current, setCurrent ] = useState( 0 );
	const slides = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getBlockCount: ( id: string ) => number;
				}
			 ).getBlockCount( clientId ),
		[ clientId ]
	);
	const { insertBlock } = useDispatch(
		blockEditorStore
	) as unknown as EditorActions;
	const addSlide = () =>
		insertBlock( createBlock( SLIDE, {}, [] ), slides, clientId );
	const awaitsPictures = useAwaitsPictures( clientId, offersPictures );
	const blockProps = useBlockProps( {
		className: `${ CLASS } ${ CLASS }--${ kind }${
			awaitsPictures ? ` ${ CLASS }--awaits-pictures` : ''
		}`,
		style: { ...sliderStyle( settings ), ...style },
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: `${ CLASS }__track` },
		{
			allowedBlocks: [ SLIDE ],
			// Each new slide fills itself from its slider's kind (the slide block's templates).
			template: Array.from( { length: initialSlides }, () => [
				SLIDE,
				{},
			] ),
			orientation: 'horizontal',
			renderAppender: false,
		}
	);
	const go = ( index: number ) => {
		const next = Math.max( 0, Math.min( slides - 1, index ) );
		setCurrent( next );
		scrollToSlide( viewport.current, next );
	};
	const editing = useEditingWithin( clientId );
	// The arrows marked at the ends as on the page.
	const ends = positionAt( current, slides - 1, settings.loop );
	const problems = describeSettingsProblems( kind, attributes.settings );
	const setSettings = ( changes: Partial< SliderSettings > ) =>
		setAttributes( {
			settings: { ...attributes.settings, ...changes },
		} as Partial< A > );

	return (
		<>
			<BlockControls group="block">
				<ToolbarGroup>
					<ToolbarButton icon="plus" onClick={ addSlide }>
						{ __( 'Add slide', 'vitrine' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<SliderSettingsPanel
					kind={ kind }
					label={ attributes.label }
					settings={ settings }
					onLabel={ ( label ) =>
						setAttributes( { label } as Partial< A > )
					}
					onChange={ setSettings }
				/>
				{ children }
			</InspectorControls>
			<section { ...blockProps }>
				<ProblemsNotice problems={ problems } />
				{ awaitsPictures && <LogosPlaceholder clientId={ clientId } /> }
				<SliderView
					toggle={
						settings.autoplay
							? {
									label: __( 'Pause slides', 'vitrine' ),
									pressed: false,
								}
							: null
					}
					arrows={
						settings.arrows
							? {
									previous: __( 'Previous slide', 'vitrine' ),
									next: __( 'Next slide', 'vitrine' ),
									atStart: ends.atStart,
									atEnd: ends.atEnd,
									onPrevious: () => go( current - 1 ),
									onNext: () => go( current + 1 ),
								}
							: null
					}
					dots={
						settings.dots
							? {
									label: __( 'Choose a slide', 'vitrine' ),
									// The editor previews every slide: one dot each.
									names: Array.from(
										{ length: slides },
										( _, index ) => [
											{
												name: sprintf(
													/* translators: %d: slide number */
													__(
														'Show slide %d',
														'vitrine'
													),
													index + 1
												),
											},
										]
									),
									current,
									onChoose: go,
								}
							: null
					}
					viewportRef={ viewport }
				>
					<div { ...innerBlocksProps } />
				</SliderView>
				{ editing && (
					<button
						type="button"
						className={ `${ CLASS }__add components-button is-secondary` }
						onClick={ addSlide }
					>
						{ __( 'Add slide', 'vitrine' ) }
					</button>
				) }
			</section>
		</>
	);
}
