import { type BlockVariation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { escapeText } from '../../shared/inline-html';
import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { CounterAttributes } from './types';
import './style.scss';

registerVitrineBlock< CounterAttributes >( metadata, {
	edit: Edit,
	save,
	deprecated,
	// What the inserter inserts: a counter that reads as one, for its editor to change (an
	// empty one is a lone 0). The attributes' defaults stay as stored blocks read them.
	// Without a title of its own, the inserter lists it under the block's (translated from
	// block.json).
	variations: [
		{
			name: 'starting-content',
			isDefault: true,
			scope: [ 'inserter' ],
			attributes: {
				number: 100,
				suffix: '+',
				label: escapeText( __( 'Happy customers', 'vitrine' ) ),
			} as CounterAttributes,
		} as BlockVariation< CounterAttributes >,
	],
} );
