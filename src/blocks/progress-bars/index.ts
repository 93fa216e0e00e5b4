import { barTransforms } from '../../transforms/editor';
import { registerVitrineBlock } from '../../shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import Edit from './edit';
import save from './save';
import type { ProgressBarsAttributes } from './types';
import './style.scss';

registerVitrineBlock< ProgressBarsAttributes >( metadata, {
	edit: Edit,
	save,
	deprecated,
	// List ⇄ progress bars (src/transforms/bars.ts).
	transforms: barTransforms,
} );
