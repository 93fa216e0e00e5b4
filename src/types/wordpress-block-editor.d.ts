// The block-editor package ships no type declarations; these cover the parts Vitrine uses.
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	type WrapperProps = HTMLAttributes< HTMLElement > &
		Record< string, unknown >;

	interface UseBlockProps {
		( props?: WrapperProps ): WrapperProps;
		save: ( props?: WrapperProps ) => WrapperProps;
	}

	interface UseInnerBlocksProps {
		(
			props?: WrapperProps,
			options?: Record< string, unknown >
		): WrapperProps & { children?: ReactNode };
		save: ( props?: WrapperProps ) => WrapperProps;
	}

	/** What the media library hands back for a chosen item. */
	type Media = Record< string, unknown >;

	export const useBlockProps: UseBlockProps;
	export const useInnerBlocksProps: UseInnerBlocksProps;
	export function useSettings( ...paths: string[] ): unknown[];
	export const store: string;
	export const InspectorControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
	export const BlockControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
	export const InnerBlocks: ComponentType< Record< string, unknown > > & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
	};
	export const RichText: ComponentType< {
		tagName: string;
		value: string;
		onChange: ( value: string ) => void;
		className?: string;
		placeholder?: string;
		allowedFormats?: string[];
		[ attribute: string ]: unknown;
	} >;
	export const MediaPlaceholder: ComponentType< {
		onSelect: ( media: never ) => void;
		allowedTypes?: string[];
		accept?: string;
		multiple?: boolean;
		icon?: string;
		labels?: { title?: string; instructions?: string };
		className?: string;
	} >;
	export const MediaReplaceFlow: ComponentType< {
		mediaId?: number;
		mediaURL?: string;
		allowedTypes?: string[];
		accept?: string;
		onSelect: ( media: never ) => void;
		name?: string;
	} >;
	export const MediaUpload: ComponentType< {
		onSelect: ( media: never ) => void;
		allowedTypes?: string[];
		multiple?: boolean;
		gallery?: boolean;
		value?: number[];
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;
	export type { Media };
}
