/**
 * What the portfolio's editor preview shares with its items: the filter an editor chose (items
 * outside it are hidden on the canvas, as on the front end) and the categories in use (suggested
 * when an item's categories are typed). Editor state only, never saved.
 */
import { createContext } from '@wordpress/element';
import { ALL } from './categories';
import type { Category } from './types';

export type PortfolioPreview = { filter: string; categories: Category[] };

export const PortfolioFilterContext = createContext< PortfolioPreview >( {
	filter: ALL,
	categories: [],
} );
