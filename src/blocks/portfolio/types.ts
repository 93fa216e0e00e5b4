export type PortfolioLayout = 'grid' | 'masonry';
export type ImageShape = 'original' | 'square' | 'landscape' | 'portrait';

export type PortfolioAttributes = {
	layout: PortfolioLayout;
	/** Columns from 992 px up (1–6). */
	columns: number;
	/** Columns from 576 to 991 px (1–4). */
	columnsTablet: number;
	/** Columns below 576 px (1–2). */
	columnsMobile: number;
	/** Grid only: the crop every image gets; masonry keeps each image's own shape. */
	imageShape: ImageShape;
	showFilters: boolean;
	lightbox: boolean;
	anchor?: string;
};

/** Texts the view shows; they come translated from PHP in `data-strings`. */
export type PortfolioStrings = {
	/** What to announce for each filter value ('*' is All), with its count. */
	announce: Record< string, string >;
	dialog: string;
	close: string;
	previous: string;
	next: string;
	imageError: string;
	contentError: string;
	notFound: string;
};
