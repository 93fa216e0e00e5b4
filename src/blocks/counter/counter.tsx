/**
 * The one component that renders a counter: in save(), in the editor and on the front end.
 * Pure (no hooks): WordPress calls save() components directly.
 *
 * The figure is hidden from screen readers, which read the final figure once from a visually
 * hidden copy, so the count never reaches them step by step.
 */
import { htmlToText } from '../../shared/inline-html';
import { formatNumber } from '../../shared/number';
import type { CounterAttributes, CounterViewProps } from './types';
import { CLASS } from './class';

export { CLASS };

/**
 * What save() and the editor render for normalised attributes.
 * @param attributes
 */
export function toViewProps( attributes: CounterAttributes ): CounterViewProps {
	const numberText = formatNumber( attributes.number, {
		decimals: attributes.decimals,
		thousands: attributes.thousandsSeparator,
		decimal: attributes.decimalSeparator,
	} );
	return {
		prefixHtml: attributes.prefix,
		suffixHtml: attributes.suffix,
		labelHtml: attributes.label,
		numberText,
		srText: `${ htmlToText( attributes.prefix ) }${ numberText }${ htmlToText( attributes.suffix ) }`,
	};
}

export function CounterView( {
	prefixHtml,
	suffixHtml,
	labelHtml,
	numberText,
	srText,
}: CounterViewProps ) {
	return (
		<>
			<p className={ `${ CLASS }__figure` } aria-hidden="true">
				{ prefixHtml && (
					<span
						className={ `${ CLASS }__prefix` }
						dangerouslySetInnerHTML={ { __html: prefixHtml } }
					/>
				) }
				<span className={ `${ CLASS }__number` }>{ numberText }</span>
				{ suffixHtml && (
					<span
						className={ `${ CLASS }__suffix` }
						dangerouslySetInnerHTML={ { __html: suffixHtml } }
					/>
				) }
			</p>
			<p className={ `${ CLASS }__sr` }>{ srText }</p>
			{ labelHtml && (
				<p
					className={ `${ CLASS }__label` }
					dangerouslySetInnerHTML={ { __html: labelHtml } }
				/>
			) }
		</>
	);
}
