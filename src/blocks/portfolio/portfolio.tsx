/**
 * The portfolio as render.php serves it (src/blocks/portfolio/index.php): the filter bar, the items and a
 * live region. The view hydrates it; the editor shows the same filter bar above its items.
 */
import type { MouseEvent } from 'react';
import { CLASS, PortfolioItemShell } from '../portfolio-item/item';
import { itemMatches } from './filters';

export type Filter = {
	/** ALL or a category slug. */
	value: string;
	/** The button's label (inline HTML). */
	html: string;
};

export type ServedItem = {
	className: string;
	/** Space-separated category slugs. */
	categories: string;
	/** The item's own markup, adopted as served. */
	html: string;
};

type FilterBarProps = {
	label: string;
	filters: Filter[];
	active: string;
	onChoose?: ( value: string ) => void;
};

export function FilterBar( {
	label,
	filters,
	active,
	onChoose,
}: FilterBarProps ) {
	return (
		<div
			className={ `${ CLASS }__filters` }
			role="group"
			aria-label={ label }
		>
			{ filters.map( ( filter ) => (
				<button
					key={ filter.value }
					type="button"
					className={ `${ CLASS }__filter` }
					data-filter={ filter.value }
					aria-pressed={ filter.value === active }
					onClick={ () => onChoose?.( filter.value ) }
					dangerouslySetInnerHTML={ { __html: filter.html } }
				/>
			) ) }
		</div>
	);
}

export type PortfolioViewProps = {
	filterLabel: string;
	filters: Filter[];
	items: ServedItem[];
	active: string;
	announcement: string;
	onChoose?: ( value: string ) => void;
	onItemsClick?: ( event: MouseEvent< HTMLUListElement > ) => void;
	itemRef?: ( index: number, element: HTMLLIElement | null ) => void;
};

export function PortfolioView( {
	filterLabel,
	filters,
	items,
	active,
	announcement,
	onChoose,
	onItemsClick,
	itemRef,
}: PortfolioViewProps ) {
	return (
		<>
			{ filters.length > 0 && (
				<FilterBar
					label={ filterLabel }
					filters={ filters }
					active={ active }
					onChoose={ onChoose }
				/>
			) }
			{ /* Clicks on an item's image link open the lightbox (delegated: items are served HTML). */ }
			{ /* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */ }
			<ul className={ `${ CLASS }__items` } onClick={ onItemsClick }>
				{ items.map( ( item, index ) => (
					<PortfolioItemShell
						key={ index }
						className={ item.className }
						categories={ item.categories }
						hidden={ ! itemMatches( item.categories, active ) }
						html={ item.html }
						itemRef={ ( element ) => itemRef?.( index, element ) }
					/>
				) ) }
			</ul>
			<p className={ `${ CLASS }__status` } role="status">
				{ announcement }
			</p>
		</>
	);
}
