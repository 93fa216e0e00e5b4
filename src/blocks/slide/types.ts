export type SlideAttributes = {
	mediaId: number;
	mediaUrl: string;
	/**
	 * The picture's alternative text, as saved (the media library's when it was chosen); empty
	 * and not decorative, the server serves the library's current text (index.php).
	 */
	alt: string;
	/** The picture only decorates: served with `alt=""`, whatever the library says. */
	decorative: boolean;
	/** Darkening over the background image, 0–100. */
	dimRatio: number;
};
