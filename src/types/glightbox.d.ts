// GLightbox ships no type declarations; these cover the parts Vitrine uses.
declare module 'glightbox' {
	export type GSlideConfig = {
		href?: string;
		type?: 'image' | 'video' | 'inline' | 'external';
		content?: string | Node;
		title?: string;
		description?: string;
		alt?: string;
		width?: string;
		height?: string;
	};

	export type GSlide = {
		slideConfig: GSlideConfig;
		instance: {
			setContent: (
				slide: HTMLElement,
				callback?: ( () => void ) | false
			) => unknown;
		};
	};

	export type GSlideData = { index: number; slideNode: HTMLElement };

	export type GLightboxInstance = {
		elements: GSlide[];
		modal: HTMLElement | null;
		/** The slide shown, or being loaded to be shown. */
		index: number;
		openAt: ( index: number ) => void;
		close: () => void;
		destroy: () => void;
		preloadSlide: ( index: number ) => void;
		on: ( event: string, callback: ( data: never ) => void ) => void;
	};

	export default function GLightbox(
		options: Record< string, unknown >
	): GLightboxInstance;
}
