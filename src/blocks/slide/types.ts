export type SlideAttributes = {
	mediaId: number;
	mediaUrl: string;
	/** Darkening over the background image, 0–100. */
	dimRatio: number;
};
