/**
 * What the plugin directory checks before it lists a plugin: readme.txt against its header and
 * section rules, the plugin header, and every block.json's text domain and schema. The versions
 * claimed are the ones the test suites prove: `Requires at least` is the minimum the smoke project
 * runs, `Tested up to` the version the block specs run (tools/wp/sites.cjs).
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );

const { WORDPRESS } = require( '../../tools/wp/sites.cjs' );

const readme = readFileSync( path.join( ROOT, 'readme.txt' ), 'utf8' );
const plugin = readFileSync( path.join( ROOT, 'plugin.php' ), 'utf8' );
const { version } = JSON.parse(
	readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
);

/**
 * `Name: value` lines, as the directory's parser and get_file_data() read them.
 * @param text
 */
function headers( text: string ): Record< string, string > {
	return Object.fromEntries(
		[
			...text.matchAll( /^[ \t*]*([A-Za-z][A-Za-z ]+):[ \t]*(.+)$/gm ),
		].map( ( [ , name, value ] ) => [ name.trim(), value.trim() ] )
	);
}

const [ head, ...rest ] = readme.split( /^== /m );
const readmeHeaders = headers( head );
const pluginHeaders = headers( plugin.slice( 0, plugin.indexOf( '*/' ) ) );
const sections = Object.fromEntries(
	rest.map( ( section ) => {
		const [ title, ...body ] = section.split( '\n' );
		return [ title.replace( / ==\s*$/, '' ), body.join( '\n' ) ];
	} )
);

describe( 'readme.txt, as the plugin directory reads it', () => {
	test( 'opens with the plugin name, as the plugin header gives it', () => {
		expect( head.split( '\n' )[ 0 ] ).toBe(
			`=== ${ pluginHeaders[ 'Plugin Name' ] } ===`
		);
	} );

	test( 'has every header the directory needs, in its format', () => {
		for ( const name of [
			'Contributors',
			'Tags',
			'Requires at least',
			'Tested up to',
			'Requires PHP',
			'Stable tag',
			'License',
			'License URI',
		] ) {
			expect( readmeHeaders[ name ] ).toMatch( /\S/ );
		}
		// The directory uses five tags at most.
		expect(
			readmeHeaders.Tags.split( ',' ).filter( ( tag ) => tag.trim() )
				.length
		).toBeLessThanOrEqual( 5 );
		// "Tested up to" is a major version: 7.1, never 7.1.2.
		expect( readmeHeaders[ 'Tested up to' ] ).toMatch( /^\d+\.\d+$/ );
		expect( readmeHeaders[ 'Requires PHP' ] ).toMatch( /^\d+\.\d+$/ );
		expect( readmeHeaders.License ).toMatch( /GPL/ );
	} );

	test( 'claims the versions the tests prove, the same as the plugin header', () => {
		expect( readmeHeaders[ 'Requires at least' ] ).toBe(
			WORDPRESS.minimum
		);
		expect( readmeHeaders[ 'Tested up to' ] ).toBe( WORDPRESS.current );
		for ( const name of [
			'Requires at least',
			'Tested up to',
			'Requires PHP',
		] ) {
			expect( pluginHeaders[ name ] ).toBe( readmeHeaders[ name ] );
		}
	} );

	test( 'its stable tag is the version the plugin header and package.json give, and the changelog has it', () => {
		expect( readmeHeaders[ 'Stable tag' ] ).not.toBe( 'trunk' );
		expect( readmeHeaders[ 'Stable tag' ] ).toBe( pluginHeaders.Version );
		expect( readmeHeaders[ 'Stable tag' ] ).toBe( version );
		expect( sections.Changelog ).toContain( `= ${ version } =` );
	} );

	test( 'the short description is one plain line of at most 150 characters', () => {
		// The name and headers, then the short description, then the first section.
		const [ , short, ...more ] = head
			.split( /\n\s*\n/ )
			.map( ( paragraph ) => paragraph.trim() )
			.filter( Boolean );
		expect( more ).toEqual( [] );
		expect( short ).not.toMatch( /[<>\n]/ );
		expect( short.length ).toBeGreaterThan( 20 );
		expect( short.length ).toBeLessThanOrEqual( 150 );
	} );

	test( 'has the sections a listing shows, and the FAQ answers what site owners ask', () => {
		expect( Object.keys( sections ) ).toEqual(
			expect.arrayContaining( [
				'Description',
				'Installation',
				'Frequently Asked Questions',
				'Screenshots',
				'Changelog',
			] )
		);
		const questions = [
			...sections[ 'Frequently Asked Questions' ].matchAll(
				/^= (.+) =$/gm
			),
		].map( ( [ , question ] ) => question );
		for ( const topic of [
			/shop modes/i,
			/colour mode.*cach/i,
			/without JavaScript/i,
			/accessib/i,
		] ) {
			expect(
				questions.some( ( question ) => topic.test( question ) )
			).toBe( true );
		}
	} );

	test( 'numbers its screenshots from 1 with a caption each', () => {
		const numbers = [
			...sections.Screenshots.matchAll( /^(\d+)\. \S/gm ),
		].map( ( [ , number ] ) => Number( number ) );
		expect( numbers.length ).toBeGreaterThan( 0 );
		expect( numbers ).toEqual( numbers.map( ( _, index ) => index + 1 ) );
	} );
} );

describe( 'Plugin header and block metadata', () => {
	test( 'the plugin header names its text domain, its folder for translations, and its version', () => {
		expect( pluginHeaders[ 'Text Domain' ] ).toBe( 'vitrine' );
		expect( pluginHeaders[ 'Domain Path' ] ).toBe( '/languages' );
		expect( pluginHeaders.Version ).toBe( version );
		expect( plugin ).toContain( `const VERSION     = '${ version }';` );
	} );

	test( 'every block.json has the vitrine text domain and the block.json schema', () => {
		const blocks = readdirSync( path.join( ROOT, 'src/blocks' ) );
		expect( blocks.length ).toBeGreaterThan( 0 );
		for ( const block of blocks ) {
			const metadata = JSON.parse(
				readFileSync(
					path.join( ROOT, 'src/blocks', block, 'block.json' ),
					'utf8'
				)
			);
			expect( [ block, metadata.textdomain ] ).toEqual( [
				block,
				'vitrine',
			] );
			expect( [ block, metadata.$schema ] ).toEqual( [
				block,
				'https://schemas.wp.org/trunk/block.json',
			] );
		}
	} );
} );
