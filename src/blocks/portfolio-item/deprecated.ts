/**
 * Earlier versions of the saved markup, newest first (see progress-bars/deprecated.ts for the
 * rule): every change to save() adds the previous one here with a deprecated-*.html fixture.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { inlineHtmlV1Deprecation, textV1 } from '../../shared/inline-html-v1';
import metadata from './block.json';
import save from './save';
import type { PortfolioItemAttributes } from './types';

/**
 * 0.1: category names cleaned by the old inline rule (script text dropped). The title and text
 * are read back from the markup, which already holds them cleaned.
 */
const v1 = inlineHtmlV1Deprecation< PortfolioItemAttributes >(
	metadata,
	save,
	( attributes ) => ( {
		...attributes,
		categories: Array.isArray( attributes.categories )
			? attributes.categories.map( ( category ) =>
					category && typeof category === 'object'
						? {
								...category,
								name: textV1( category.name ) as string,
							}
						: category
				)
			: attributes.categories,
	} )
);

const deprecated: BlockDeprecation< PortfolioItemAttributes >[] = [ v1 ];

export default deprecated;
