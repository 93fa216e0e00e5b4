// The helper first: it registers the "vitrine" category that PHP registers in WordPress.
import { describeBlockFixtures } from '../../../../tests/unit/block-fixtures';
import { createBlock, parse, serialize } from '@wordpress/blocks';
import '../../portfolio/index';

describeBlockFixtures(
	'vitrine/portfolio-item',
	`${ __dirname }/fixtures`,
	'GA-1'
);

describe( 'GA-1 hostile item attributes never reach the saved markup', () => {
	const markup = serialize(
		createBlock( 'vitrine/portfolio-item', {
			imageUrl: 'javascript:alert(1)//.jpg',
			fullUrl: 'data:text/html,<script>alert(1)</script>',
			link: 'javascript:alert(2)',
			title: 'Hi<script>alert(3)</script><img src=x onerror=alert(4)>',
			text: '<a href="javascript:alert(5)">text</a>',
			width: -5,
			height: 1e9,
			categories: [
				{ slug: '"><script>', name: 'Bad' },
				{ slug: 'ok', name: '<b onclick="x()">OK</b>' },
				{ slug: 'ok', name: 'Twice' },
				'not an object',
			],
		} )
	);

	// The comment keeps what was stored (the editor says what it dropped); the HTML is clean.
	const html = markup.replace( /<!--[\s\S]*?-->/g, '' );

	it( 'GA-1 drops script, event handlers and non-web addresses', () => {
		expect( html ).toContain(
			'<li class="wp-block-vitrine-portfolio-item"'
		);
		expect( html ).not.toMatch(
			/javascript:|data:|<script|onerror|onclick|<img/i
		);
		expect( html ).not.toMatch( /width=|height=/ );
	} );

	it( 'GA-1 keeps the valid category once and the text of the rest', () => {
		expect( markup ).toContain( 'data-categories="ok"' );
		expect( markup ).toContain( '<li><b>OK</b></li>' );
		expect( markup ).toContain( 'Hi' );
		expect( markup ).toContain( '>text</p>' );
	} );

	it( 'GA-1 what it saves parses back as a valid block', () => {
		const [ block ] = parse( markup );
		expect( block.isValid ).toBe( true );
	} );
} );
