/**
 * Tells the editor, on the canvas, what Vitrine changed in a block's stored attributes and why.
 */
import { Notice } from '@wordpress/components';

export function ProblemsNotice( { problems }: { problems: string[] } ) {
	if ( problems.length === 0 ) {
		return null;
	}
	return (
		<Notice status="warning" isDismissible={ false }>
			<ul>
				{ problems.map( ( problem ) => (
					<li key={ problem }>{ problem }</li>
				) ) }
			</ul>
		</Notice>
	);
}
