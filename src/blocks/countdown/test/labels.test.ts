import { labelForms, pageLocale, unitText, unitTexts } from '../labels';
import type { Unit } from '../types';

describe( 'ST-4 translated, pluralised unit labels from the browser', () => {
	it( 'ST-4 English singular and plural, two-digit clock units', () => {
		expect( unitText( 'en-US', 'day', 1 ) ).toEqual( {
			unit: 'day',
			value: '1',
			label: 'day',
			forms: 'days\nday',
		} );
		expect( unitText( 'en-US', 'day', 12 ).label ).toBe( 'days' );
		expect( unitText( 'en-US', 'hour', 1 ) ).toMatchObject( {
			unit: 'hour',
			value: '01',
			label: 'hour',
		} );
		expect( unitText( 'en-US', 'second', 0 ) ).toMatchObject( {
			value: '00',
			label: 'seconds',
		} );
		expect( unitText( 'en-US', 'day', 1234 ).value ).toBe( '1,234' );
	} );

	it( 'ST-4 other languages use their own words and plural rules', () => {
		expect( unitText( 'de-DE', 'day', 1 ).label ).toBe( 'Tag' );
		expect( unitText( 'de-DE', 'day', 2 ).label ).toBe( 'Tage' );
		// French: 0 and 1 are singular.
		expect( unitText( 'fr-FR', 'minute', 0 ).label ).toBe( 'minute' );
		expect( unitText( 'fr-FR', 'minute', 2 ).label ).toBe( 'minutes' );
	} );

	it( 'ST-4 each unit lists every label it can show, once, whatever the count', () => {
		const highest: Record< Unit, number > = {
			day: 400,
			hour: 23,
			minute: 59,
			second: 59,
		};
		// One, two, few, many: languages with more than two plural forms, and one with none.
		for ( const locale of [ 'en', 'de', 'fr', 'ru', 'pl', 'ar', 'ja' ] ) {
			for ( const unit of Object.keys( highest ) as Unit[] ) {
				const forms = labelForms( locale, unit ).split( '\n' );
				const shown = new Set< string >();
				for ( let count = 0; count <= highest[ unit ]; count++ ) {
					shown.add( unitText( locale, unit, count ).label );
				}
				expect( [ ...forms ].sort() ).toEqual( [ ...shown ].sort() );
			}
		}
		expect( labelForms( 'ru', 'second' ).split( '\n' ) ).toHaveLength( 3 );
		expect( labelForms( 'not a locale!!', 'second' ) ).toBe(
			'seconds\nsecond'
		);
	} );

	it( 'ST-4 a malformed page language falls back instead of throwing', () => {
		expect( unitText( 'not a locale!!', 'hour', 2 ).label ).toBe( 'hours' );
	} );

	it( 'ST-4 all four units, in order, from the page language', () => {
		document.documentElement.lang = 'en-GB';
		expect(
			unitTexts( pageLocale(), {
				day: 2,
				hour: 3,
				minute: 4,
				second: 5,
			} ).map( ( { value, label } ) => `${ value } ${ label }` )
		).toEqual( [ '2 days', '03 hours', '04 minutes', '05 seconds' ] );
		document.documentElement.lang = '';
		expect( pageLocale() ).toBe( 'en' );
	} );
} );
