// The block-editor package ships no type declarations; these cover the parts Vitrine uses.
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	type WrapperProps = HTMLAttributes< HTMLElement > &
		Record< string, unknown >;

	interface UseBlockProps {
		( props?: WrapperProps ): WrapperProps;
		save: ( props?: WrapperProps ) => WrapperProps;
	}

	export const useBlockProps: UseBlockProps;
	export function useSettings( ...paths: string[] ): unknown[];
	export const InspectorControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
}
