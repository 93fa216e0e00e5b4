import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Only the inner blocks are saved; the button and panel around them are rendered on the server
 * (src/blocks/offcanvas/index.php), where their texts are translated.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
