import { __ } from '@wordpress/i18n';
import { useBlockProps } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { useSelect } from '@wordpress/data';

/**
 * The swatches as visitors see them (rendered by the server from the registered skins), and a
 * notice while the site has no default skin: visitors then see no switcher at all.
 */
export default function Edit() {
	const skin = useSelect( ( select ) => {
		// `core` is WordPress's data store for site settings (core-data, loaded by the editor).
		const settings = (
			select( 'core' ) as {
				getEntityRecord: ( kind: string, name: string ) => unknown;
			}
		 ).getEntityRecord( 'root', 'site' ) as
			{ vitrine_settings?: { skin?: string } } | undefined;
		return settings?.vitrine_settings?.skin;
	}, [] );
	return (
		<div { ...useBlockProps() }>
			{ skin === 'none' && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The site has no default skin, so visitors do not see this switcher. Choose one under Settings → Vitrine → Default skin.',
						'vitrine'
					) }
				</Notice>
			) }
			<ServerSideRender
				block="vitrine/style-switcher"
				attributes={ {} }
			/>
		</div>
	);
}
