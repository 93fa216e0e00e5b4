import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Only the inner blocks are saved; the button and panel around them are rendered on the server
 * (includes/offcanvas.php), where their texts are translated.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
