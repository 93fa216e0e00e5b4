import { InnerBlocks } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import Edit from './edit';
import type { PortfolioAttributes } from './types';
import { portfolioTransforms } from '../../transforms/editor';
// Items register from this bundle: they share the editor's filter preview (one React context).
import '../portfolio-item/index';
import './style.scss';
import './editor.scss';

registerVitrineBlock< PortfolioAttributes >( metadata, {
	edit: Edit,
	// The items are saved; the filters, counts and texts around them are rendered on the
	// server (render.php), in the site's language.
	save: () => createElement( InnerBlocks.Content ),
	// Gallery ⇄ portfolio (src/transforms/portfolio.ts).
	transforms: portfolioTransforms,
} );
