/**
 * The filter an editor chose in the portfolio's preview; items outside it are hidden on the
 * canvas, as on the front end. Editor state only, never saved.
 */
import { createContext } from '@wordpress/element';
import { ALL } from './categories';

export const PortfolioFilterContext = createContext< string >( ALL );
