/**
 * One portfolio item. save() renders it with its content; the portfolio's view hydrates the
 * served item with the same shell and adopts the content as it is (WordPress adds srcset, sizes
 * and lazy loading to images after save, so the view never re-renders what is inside).
 */
import type { ReactNode } from 'react';
import { htmlToText } from '../../shared/inline-html';
import type { Category, PortfolioItemAttributes } from './types';

import { CLASS } from './class';

export { CLASS, ITEM_CLASS } from './class';

type ShellProps = {
	className: string;
	id?: string;
	/** Space-separated category slugs. */
	categories: string;
	hidden?: boolean;
	children?: ReactNode;
	/** The served content, adopted by the view. */
	html?: string;
	itemRef?: ( element: HTMLLIElement | null ) => void;
};

export function PortfolioItemShell( {
	className,
	id,
	categories,
	hidden,
	children,
	html,
	itemRef,
}: ShellProps ) {
	return (
		<li
			className={ className }
			id={ id }
			data-categories={ categories }
			hidden={ hidden || undefined }
			ref={ itemRef }
			{ ...( html === undefined
				? { children }
				: { dangerouslySetInnerHTML: { __html: html } } ) }
		/>
	);
}

/**
 * What is inside an item: the image that opens the lightbox, the title (linked when the item has
 * a link), the text and the category names.
 *
 * @param props      Normalised attributes.
 * @param props.item The item.
 */
export function PortfolioItemContent( {
	item,
}: {
	item: PortfolioItemAttributes;
} ) {
	const name = htmlToText( item.title );
	const titleText = (
		<span
			className={ `${ CLASS }__name` }
			dangerouslySetInnerHTML={ { __html: item.title } }
		/>
	);
	return (
		<>
			{ item.imageUrl && (
				<figure className={ `${ CLASS }__media` }>
					<a
						className={ `${ CLASS }__open` }
						href={ item.fullUrl || item.imageUrl }
						// The image names the link; an image without alt text lends it the title.
						aria-label={ ! item.alt && name ? name : undefined }
					>
						<img
							src={ item.imageUrl }
							alt={ item.alt }
							width={ item.width || undefined }
							height={ item.height || undefined }
							className={
								item.imageId
									? `wp-image-${ item.imageId }`
									: undefined
							}
						/>
					</a>
				</figure>
			) }
			{ item.title && (
				<h3 className={ `${ CLASS }__title` }>
					{ item.link ? (
						<a className={ `${ CLASS }__link` } href={ item.link }>
							{ titleText }
						</a>
					) : (
						titleText
					) }
				</h3>
			) }
			{ item.text && (
				<p
					className={ `${ CLASS }__text` }
					dangerouslySetInnerHTML={ { __html: item.text } }
				/>
			) }
			<CategoryTags categories={ item.categories } />
		</>
	);
}

export function categoryList( item: PortfolioItemAttributes ): string {
	return item.categories.map( ( category ) => category.slug ).join( ' ' );
}

/**
 * The item's category names, as saved and on the editor's canvas.
 * @param props            Props.
 * @param props.categories Normalised categories.
 */
export function CategoryTags( { categories }: { categories: Category[] } ) {
	if ( categories.length === 0 ) {
		return null;
	}
	return (
		<ul className={ `${ CLASS }__tags` }>
			{ categories.map( ( category ) => (
				<li
					key={ category.slug }
					dangerouslySetInnerHTML={ { __html: category.name } }
				/>
			) ) }
		</ul>
	);
}
