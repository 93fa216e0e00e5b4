/**
 * For the editor: what an item needs before visitors can use it, and what normalize.ts dropped.
 */
import { __ } from '@wordpress/i18n';
import { droppedMarkupProblem } from '../../shared/editor/dropped-markup';
import { normalizeItem } from './normalize';
import type { PortfolioItemAttributes } from './types';

export function describeItemProblems(
	attributes: Partial< PortfolioItemAttributes >
): string[] {
	const clean = normalizeItem( attributes );
	const problems: string[] = [];
	if ( ! clean.imageUrl ) {
		problems.push(
			attributes.imageUrl
				? __(
						'The image address is not a web address, so no image is shown. Choose the image again.',
						'vitrine'
					)
				: __(
						'Choose an image: the item opens in the lightbox from it.',
						'vitrine'
					)
		);
	}
	if ( clean.imageUrl && ! clean.alt && ! clean.title ) {
		problems.push(
			__(
				'Give the image alternative text or the item a title, so people using screen readers know what the image opens.',
				'vitrine'
			)
		);
	}
	if ( attributes.fullUrl && ! clean.fullUrl ) {
		problems.push(
			__(
				'What the lightbox opens must be a web address or #id of content on this page; the image itself opens instead.',
				'vitrine'
			)
		);
	}
	if ( attributes.link && ! clean.link ) {
		problems.push(
			__(
				'The link is not a web address, an email address or a phone number, so the title is not linked.',
				'vitrine'
			)
		);
	}
	if ( clean.link && ! clean.title ) {
		problems.push(
			__( 'The link is only shown on the title: add a title.', 'vitrine' )
		);
	}
	const dropped = [
		droppedMarkupProblem(
			attributes.title,
			clean.title,
			__( 'title', 'vitrine' )
		),
		droppedMarkupProblem(
			attributes.text,
			clean.text,
			__( 'text', 'vitrine' )
		),
	];
	for ( const problem of dropped ) {
		if ( problem ) {
			problems.push( problem );
		}
	}
	const stored = Array.isArray( attributes.categories )
		? attributes.categories.length
		: 0;
	if ( stored > clean.categories.length ) {
		problems.push(
			__(
				'Some categories were not valid or repeated another and are not shown.',
				'vitrine'
			)
		);
	}
	return problems;
}
