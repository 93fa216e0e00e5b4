/**
 * Registers a Vitrine block from its block.json. The build imports block.json as plain JSON, whose
 * inferred types (an attribute's `"type": "string"` is a string, not one of WordPress's type names)
 * do not match `BlockConfiguration`: this is the one place that says what the file is, so that no
 * block casts it.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/** A block.json as the build imports it: WordPress reads the rest. */
export type BlockMetadata = { name: string; attributes?: object };

/** What only code can give a block: its edit and save, deprecations, transforms, variations. */
export type BlockSettings< A extends Record< string, unknown > > = Partial<
	Omit< BlockConfiguration< A >, 'name' >
>;

/**
 * @param metadata The block's block.json.
 * @param settings Its code.
 * @return The registered block type, or undefined when WordPress refused it (and said why).
 */
export function registerVitrineBlock< A extends Record< string, unknown > >(
	metadata: BlockMetadata,
	settings: BlockSettings< A >
) {
	return registerBlockType< A >(
		metadata as unknown as BlockConfiguration< A >,
		settings
	);
}
