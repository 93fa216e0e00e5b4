import { describeProblems } from '../problems';

const now = Date.UTC( 2026, 10, 22, 12 );
const words = ( iso: string ) => `words(${ iso })`;

describe( 'ST-4 the editor explains what visitors will see', () => {
	it( 'ST-4 a good future date has nothing to say', () => {
		expect(
			describeProblems(
				{ date: '2026-12-01T09:00:00+01:00', endState: 'zeros' },
				now,
				words
			)
		).toEqual( [] );
	} );

	it( 'ST-4 no date yet', () => {
		expect( describeProblems( { date: '' }, now, words ) ).toEqual( [
			expect.stringContaining( 'Pick the date and time' ),
		] );
	} );

	it( 'ST-4 an unparseable date is named and the end state explained', () => {
		expect(
			describeProblems( { date: 'next Tuesday' }, now, words )
		).toEqual( [
			expect.stringMatching(
				/"next Tuesday" is not a date .* visitors see the end state/
			),
		] );
	} );

	it( 'ST-4 a past date', () => {
		expect(
			describeProblems(
				{ date: '2026-11-01T09:00:00+01:00' },
				now,
				words
			)
		).toEqual( [
			'words(2026-11-01T09:00:00+01:00) is in the past, so visitors see the end state.',
		] );
	} );

	it( 'ST-4 unknown end state, markup in the message, an empty message', () => {
		const problems = describeProblems(
			{
				date: '2026-12-01T09:00:00+01:00',
				endState: 'explode' as never,
				endMessage: '<img src=x onerror=alert(1)>',
			},
			now,
			words
		);
		expect( problems ).toEqual( [
			expect.stringContaining( '"explode" is not an end state' ),
			expect.stringContaining( 'markup that is not allowed' ),
		] );
		expect(
			describeProblems(
				{
					date: '2026-12-01T09:00:00+01:00',
					endState: 'message',
					endMessage: '',
				},
				now,
				words
			)
		).toEqual( [ expect.stringContaining( 'the message is empty' ) ] );
	} );
} );
