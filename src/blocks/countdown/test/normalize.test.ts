import { normalizeAttributes, MESSAGE_MAX_LENGTH } from '../normalize';

describe( 'ST-4 hostile attributes', () => {
	it( 'ST-4 keeps good attributes as they are', () => {
		const good = {
			date: '2099-06-01T09:00:00+02:00',
			endState: 'message' as const,
			endMessage: 'Sale <strong>over</strong> &amp; done',
		};
		expect( normalizeAttributes( good ) ).toEqual( good );
	} );

	it( 'ST-4 refuses unreadable dates, unknown end states and markup in the message', () => {
		expect(
			normalizeAttributes( {
				date: '2099-02-30T09:00:00+02:00',
				endState: 'explode' as never,
				endMessage:
					'Bye <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:x">now</a>',
			} )
		).toEqual( {
			date: '',
			endState: 'zeros',
			endMessage: 'Bye alert(2)now',
		} );
		expect(
			normalizeAttributes( {
				date: 42 as never,
				endMessage: { html: 'x' } as never,
			} )
		).toEqual( { date: '', endState: 'zeros', endMessage: '' } );
	} );

	it( 'ST-4 caps the message length', () => {
		expect(
			normalizeAttributes( { endMessage: 'x'.repeat( 1000 ) } ).endMessage
		).toHaveLength( MESSAGE_MAX_LENGTH );
	} );
} );
