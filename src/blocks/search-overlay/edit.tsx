import { __ } from '@wordpress/i18n';
import { useBlockProps } from '@wordpress/block-editor';

/**
 * The editor shows the button as visitors see it; the search area opens on the front end.
 */
export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<button type="button" className="vitrine-search-overlay__open">
				<span
					className="vitrine-search-overlay__icon"
					aria-hidden="true"
				/>
				<span className="vitrine-search-overlay__label">
					{ __( 'Search', 'vitrine' ) }
				</span>
			</button>
		</div>
	);
}
