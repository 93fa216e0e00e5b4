/**
 * Which posts the slider shows (SL-2): how many, from which categories, in which order, and
 * what happens to sticky posts. The server runs the query on every view (src/blocks/post-slider/index.php).
 */
import { __ } from '@wordpress/i18n';
import {
	CheckboxControl,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import { useSelect } from '@wordpress/data';
import { wholeRange } from '../../shared/block-rules';
import { categoryIds } from './categories';
import type { PostSliderAttributes } from './types';
import metadata from './block.json';

export const COUNT = wholeRange( metadata.attributes.count );

type Term = { id: number; name: string };

const ORDER_OPTIONS = [
	'date/desc',
	'date/asc',
	'modified/desc',
	'title/asc',
	'title/desc',
	'comment_count/desc',
	'rand/desc',
] as const;
type OrderOption = ( typeof ORDER_OPTIONS )[ number ];

type Props = {
	attributes: PostSliderAttributes;
	setAttributes: ( changes: Partial< PostSliderAttributes > ) => void;
};

export function QueryPanel( { attributes, setAttributes }: Props ) {
	const terms = useSelect(
		( select ) =>
			// WordPress's own data store ("core"), loaded by every editor; importing
			// @wordpress/core-data here would only add its name as a dependency.
			(
				select( 'core' ) as {
					getEntityRecords: (
						kind: string,
						name: string,
						query: Record< string, unknown >
					) => Term[] | null;
				}
			 ).getEntityRecords( 'taxonomy', 'category', {
				per_page: -1,
				orderby: 'name',
				context: 'view',
			} ) ?? [],
		[]
	);
	const chosen = categoryIds( attributes.categories );
	// One menu for both attributes; an unknown pair (stored by hand) shows the default.
	const orderValue = ORDER_OPTIONS.some(
		( option ) => option === `${ attributes.orderBy }/${ attributes.order }`
	)
		? ( `${ attributes.orderBy }/${ attributes.order }` as OrderOption )
		: 'date/desc';
	const toggleTerm = ( id: number, on: boolean ) =>
		setAttributes( {
			categories: on
				? [ ...chosen, id ]
				: chosen.filter( ( term ) => term !== id ),
		} );
	return (
		<PanelBody title={ __( 'Posts', 'vitrine' ) }>
			<ExplainedRangeControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Number of posts', 'vitrine' ) }
				value={ attributes.count }
				min={ COUNT.min }
				max={ COUNT.max }
				onChange={ ( count ) =>
					setAttributes( { count: count ?? COUNT.fallback } )
				}
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Order by', 'vitrine' ) }
				value={ orderValue }
				options={ [
					{
						label: __( 'Newest first', 'vitrine' ),
						value: 'date/desc',
					},
					{
						label: __( 'Oldest first', 'vitrine' ),
						value: 'date/asc',
					},
					{
						label: __( 'Recently updated', 'vitrine' ),
						value: 'modified/desc',
					},
					{
						label: __( 'Title A to Z', 'vitrine' ),
						value: 'title/asc',
					},
					{
						label: __( 'Title Z to A', 'vitrine' ),
						value: 'title/desc',
					},
					{
						label: __( 'Most comments', 'vitrine' ),
						value: 'comment_count/desc',
					},
					{ label: __( 'Random', 'vitrine' ), value: 'rand/desc' },
				] }
				onChange={ ( value ) => {
					const [ orderBy, order ] = value.split( '/' );
					setAttributes( {
						orderBy: orderBy as PostSliderAttributes[ 'orderBy' ],
						order: order as PostSliderAttributes[ 'order' ],
					} );
				} }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Sticky posts', 'vitrine' ) }
				value={ attributes.sticky }
				options={ [
					{
						label: __( 'Show them first', 'vitrine' ),
						value: 'first',
					},
					{
						label: __( 'Show them in order', 'vitrine' ),
						value: 'normal',
					},
					{
						label: __( 'Leave them out', 'vitrine' ),
						value: 'exclude',
					},
				] }
				onChange={ ( sticky ) =>
					setAttributes( {
						sticky: sticky as PostSliderAttributes[ 'sticky' ],
					} )
				}
			/>
			<fieldset className="vitrine-post-slider__categories">
				<legend>{ __( 'Categories (none: all)', 'vitrine' ) }</legend>
				{ terms.map( ( term ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ term.id }
						label={ term.name }
						checked={ chosen.includes( term.id ) }
						onChange={ ( on ) => toggleTerm( term.id, on ) }
					/>
				) ) }
			</fieldset>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Featured image', 'vitrine' ) }
				checked={ attributes.showImage }
				onChange={ ( showImage ) => setAttributes( { showImage } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Date', 'vitrine' ) }
				checked={ attributes.showDate }
				onChange={ ( showDate ) => setAttributes( { showDate } ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Excerpt', 'vitrine' ) }
				checked={ attributes.showExcerpt }
				onChange={ ( showExcerpt ) => setAttributes( { showExcerpt } ) }
			/>
		</PanelBody>
	);
}
