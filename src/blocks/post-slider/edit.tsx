/**
 * The post slider's editor: the server's own rendering of the live posts as the preview (so it is
 * exactly what visitors get), with the query and slider settings in the sidebar.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import ServerSideRender from '@wordpress/server-side-render';
import { ProblemsNotice } from '../../shared/editor/problems-notice';
import { describeSettingsProblems } from '../../slider/problems';
import { normalizeSettings } from '../../slider/settings';
import { SliderSettingsPanel } from '../../slider/settings-panel';
import { categoryIds, describeCategoryProblems } from './categories';
import { QueryPanel } from './query-panel';
import type { PostSliderAttributes } from './types';

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< PostSliderAttributes > ) {
	const settings = normalizeSettings( 'posts', attributes.settings );
	return (
		<>
			<InspectorControls>
				<QueryPanel
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<SliderSettingsPanel
					kind="posts"
					label={ attributes.label }
					settings={ settings }
					onLabel={ ( label ) => setAttributes( { label } ) }
					onChange={ ( changes ) =>
						setAttributes( {
							settings: { ...attributes.settings, ...changes },
						} )
					}
				/>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<ProblemsNotice
					problems={ [
						...describeSettingsProblems(
							'posts',
							attributes.settings
						),
						...describeCategoryProblems( attributes.categories ),
					] }
				/>
				<ServerSideRender
					block="vitrine/post-slider"
					attributes={ {
						...attributes,
						categories: categoryIds( attributes.categories ),
					} }
				/>
			</div>
		</>
	);
}
