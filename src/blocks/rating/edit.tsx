import { __, sprintf } from '@wordpress/i18n';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { ExplainedRangeControl } from '../../shared/editor/explained-range-control';
import type { BlockEditProps } from '@wordpress/blocks';
import { wholeRange } from '../../shared/block-rules';
import { clampWhole } from '../../shared/number';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { MAX_RATING, Stars } from './stars';
import metadata from './block.json';

type RatingAttributes = { rating: number };

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< RatingAttributes > ) {
	const rating = clampWhole(
		attributes.rating,
		wholeRange( metadata.attributes.rating )
	);
	const problems =
		rating === attributes.rating
			? []
			: [
					sprintf(
						/* translators: 1: most stars, 2: stars shown */
						__(
							'A rating is a whole number of stars from 1 to %1$d; %2$d is shown.',
							'vitrine'
						),
						MAX_RATING,
						rating
					),
				];
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Rating', 'vitrine' ) }>
					<ExplainedRangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Stars', 'vitrine' ) }
						value={ rating }
						min={ metadata.attributes.rating.limits.min }
						max={ MAX_RATING }
						onChange={ ( value ) =>
							setAttributes( { rating: value ?? MAX_RATING } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<ProblemsNotice problems={ problems } />
				<Stars
					rating={ rating }
					label={ sprintf(
						/* translators: 1: stars given, 2: most stars */
						__( 'Rated %1$d out of %2$d', 'vitrine' ),
						rating,
						MAX_RATING
					) }
				/>
			</div>
		</>
	);
}
