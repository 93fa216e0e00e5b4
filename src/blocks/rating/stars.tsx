import metadata from './block.json';

/**
 * The stars as index.php prints them: one image for assistive technology, named with
 * the rating; the filled and empty stars are decoration.
 */
export const MAX_RATING = metadata.attributes.rating.limits.max;
export const STAR = '\u2605';

export function Stars( { rating, label }: { rating: number; label: string } ) {
	return (
		<span className="vitrine-rating__stars" role="img" aria-label={ label }>
			<span aria-hidden="true">{ STAR.repeat( rating ) }</span>
			<span className="vitrine-rating__rest" aria-hidden="true">
				{ STAR.repeat( MAX_RATING - rating ) }
			</span>
		</span>
	);
}
