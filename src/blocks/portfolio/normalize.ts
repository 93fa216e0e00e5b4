/**
 * Stored portfolio settings as they can be shown: block.json's rules, which index.php applies on
 * the server too, so the editor's preview and its warnings agree with what visitors get.
 */
import { wholeRange } from '../../shared/block-rules';
import { clampWhole } from '../../shared/number';
import type { ImageShape, PortfolioAttributes, PortfolioLayout } from './types';
import metadata from './block.json';

const { attributes: schema } = metadata;
export const LAYOUTS = schema.layout.enum as PortfolioLayout[];
export const IMAGE_SHAPES = schema.imageShape.enum as ImageShape[];

/** Per breakpoint: the default and the range of columns. */
export const COLUMN_LIMITS = {
	columns: wholeRange( schema.columns ),
	columnsTablet: wholeRange( schema.columnsTablet ),
	columnsMobile: wholeRange( schema.columnsMobile ),
};

export type ColumnSetting = keyof typeof COLUMN_LIMITS;

export function clampColumns( value: unknown, setting: ColumnSetting ): number {
	return clampWhole( value, COLUMN_LIMITS[ setting ] );
}

export function normalizePortfolio(
	attributes: Partial< PortfolioAttributes >
): PortfolioAttributes {
	return {
		layout: LAYOUTS.includes( attributes.layout as PortfolioLayout )
			? ( attributes.layout as PortfolioLayout )
			: ( schema.layout.default as PortfolioLayout ),
		columns: clampColumns( attributes.columns, 'columns' ),
		columnsTablet: clampColumns(
			attributes.columnsTablet,
			'columnsTablet'
		),
		columnsMobile: clampColumns(
			attributes.columnsMobile,
			'columnsMobile'
		),
		imageShape: IMAGE_SHAPES.includes( attributes.imageShape as ImageShape )
			? ( attributes.imageShape as ImageShape )
			: ( schema.imageShape.default as ImageShape ),
		showFilters: attributes.showFilters !== false,
		lightbox: attributes.lightbox !== false,
	};
}

/**
 * The wrapper's layout classes and column custom properties (render.php prints the same).
 * @param settings Normalised settings.
 */
export function layoutProps( settings: PortfolioAttributes ): {
	className: string;
	style: Record< string, number >;
} {
	return {
		className: `vitrine-portfolio--${ settings.layout } vitrine-portfolio--shape-${ settings.imageShape }`,
		style: {
			'--vitrine-portfolio-columns': settings.columns,
			'--vitrine-portfolio-columns-tablet': settings.columnsTablet,
			'--vitrine-portfolio-columns-mobile': settings.columnsMobile,
		},
	};
}
