/**
 * What an attacker with an Author's or a Contributor's account types into a block: markup that
 * breaks out of text and attributes, script URLs in their disguises, template and CSS tricks,
 * and values of the wrong type. Every one must be stored harmlessly, render without a PHP notice
 * and hydrate without a mismatch.
 *
 * Every script payload calls alert(): the attack suite hooks it (and eval, and script insertion),
 * so a payload that runs is caught whatever the route it took.
 */
import hostileText from '../../fixtures/hostile-text.json';

/**
 * Text: applied to every string attribute (and to every string inside arrays and objects). One
 * list with the PHP and Jest tests of the inline rule (tests/php/KsesTest.php).
 */
export const HOSTILE_TEXT: Record< string, string > = hostileText;

/** One value a megabyte long, applied to the first string attribute of each block. */
export const HUGE_TEXT = {
	'1 MB string': `<b>${ 'Lorem & <i>ipsum</i> '.repeat( 50_000 ) }</b>`,
};

/**
 * The wrong types: applied to every attribute whatever its type (WordPress drops those its
 * schema refuses, so these also prove the defaults and PHP's own checks hold).
 */
export const HOSTILE_TYPES: Record< string, unknown > = {
	'an array': [ '<script>alert(1)</script>', 3 ],
	'an object': { toString: 'alert(1)', length: -1 },
	'a number as a string': '12',
	'NaN as a string': 'NaN',
	'a negative number': -1,
	'a huge number': 1e308,
	'a huge negative number': -1e308,
	'a fraction': 0.5,
	null: null,
	'a boolean': true,
};
