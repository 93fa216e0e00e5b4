/**
 * Whether a block, or a block inside it, is selected. Editing controls that visitors never see
 * (a slider's "Add slide", a side panel's blocks) show only then, so the canvas otherwise shows
 * the block as the page does.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';

type Selectors = {
	isBlockSelected: ( clientId: string ) => boolean;
	hasSelectedInnerBlock: ( clientId: string, deep: boolean ) => boolean;
};

/**
 * @param clientId The block.
 */
export function useEditingWithin( clientId: string ): boolean {
	return useSelect(
		( select ) => {
			const store = select( blockEditorStore ) as Selectors;
			return (
				store.isBlockSelected( clientId ) ||
				store.hasSelectedInnerBlock( clientId, true )
			);
		},
		[ clientId ]
	);
}
