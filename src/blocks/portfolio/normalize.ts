/**
 * Stored portfolio settings as they can be shown: the same rules as includes/portfolio.php, so
 * the editor's preview and its warnings agree with what visitors get.
 */
import { clampWhole } from '../../shared/number';
import type { ImageShape, PortfolioAttributes, PortfolioLayout } from './types';

export const LAYOUTS: PortfolioLayout[] = [ 'grid', 'masonry' ];
export const IMAGE_SHAPES: ImageShape[] = [
	'original',
	'square',
	'landscape',
	'portrait',
];

/** Per breakpoint: the default and the most columns. */
export const COLUMN_LIMITS = {
	columns: { fallback: 3, most: 6 },
	columnsTablet: { fallback: 2, most: 4 },
	columnsMobile: { fallback: 1, most: 2 },
} as const;

export type ColumnSetting = keyof typeof COLUMN_LIMITS;

export function clampColumns( value: unknown, setting: ColumnSetting ): number {
	const { fallback, most } = COLUMN_LIMITS[ setting ];
	return clampWhole( value, { min: 1, max: most, fallback } );
}

export function normalizePortfolio(
	attributes: Partial< PortfolioAttributes >
): PortfolioAttributes {
	return {
		layout: LAYOUTS.includes( attributes.layout as PortfolioLayout )
			? ( attributes.layout as PortfolioLayout )
			: 'grid',
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
			: 'landscape',
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
