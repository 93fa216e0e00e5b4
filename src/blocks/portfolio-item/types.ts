/** A category as stored on an item: the name the editor typed and the slug filters use. */
export type Category = {
	/** Lower-case letters and digits joined by single hyphens; see categories.ts. */
	slug: string;
	/** Inline HTML, like every short text Vitrine stores (src/shared/inline-html.ts). */
	name: string;
};

export type PortfolioItemAttributes = {
	imageId: number;
	imageUrl: string;
	alt: string;
	width: number;
	height: number;
	/** What the lightbox opens: the full-size image, a video, or `#id` of content on the page. */
	fullUrl: string;
	/** Inline HTML. */
	title: string;
	/** Inline HTML. */
	text: string;
	/** The project's own page, if any (checked by src/shared/link.ts). */
	link: string;
	categories: Category[];
};
