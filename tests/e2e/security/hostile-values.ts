/**
 * What an attacker with an Author's or a Contributor's account types into a block: markup that
 * breaks out of text and attributes, script URLs in their disguises, template and CSS tricks,
 * and values of the wrong type. Every one must be stored harmlessly, render without a PHP notice
 * and hydrate without a mismatch.
 *
 * Every script payload calls alert(): the attack suite hooks it (and eval, and script insertion),
 * so a payload that runs is caught whatever the route it took.
 */

/** Text: applied to every string attribute (and to every string inside arrays and objects). */
export const HOSTILE_TEXT: Record< string, string > = {
	'script break': '"><script>alert(1)</script>',
	'single-quote break': "'><img src=x onerror=alert(1)>",
	'event attribute break': '" onmouseover="alert(1)" x="',
	'svg onload': '<svg onload=alert(1)><circle r=1 /></svg>',
	'img onerror': '<img src=x onerror="alert(1)">',
	'javascript URL': 'javascript:alert(1)',
	'javascript URL with a tab': 'java\tscript:alert(1)',
	'javascript URL with entities': '&#106;avascript&#58;alert(1)',
	'javascript URL with a hex entity tab': 'jav&#x09;ascript:alert(1)',
	'data URL': 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
	'vbscript URL': 'vbscript:msgbox(1)',
	'template syntax':
		'{{constructor.constructor("alert(1)")()}} ${alert(1)} <%= 1 %>',
	'CSS expression': 'red;width:expression(alert(1))',
	'CSS url(javascript:)': 'red;background:url(javascript:alert(1))',
	'style break': '</style><script>alert(1)</script><style>',
	'comment break': '--><script>alert(1)</script><!--',
	'block comment break':
		'--><!-- /wp:vitrine/counter --><!-- wp:html --><script>alert(1)</script>',
	'JSON break': '"}]}--><script>alert(1)</script>',
	'textarea break': '</textarea></title><script>alert(1)</script>',
	'full-width markup': '＜script＞alert(1)＜/script＞ ＂＞',
	'entity-encoded markup':
		'&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;',
	'double-encoded entities':
		'&amp;#106;avascript:alert(1) %3Cscript%3Ealert(1)%3C/script%3E',
	'harmless markup-like text':
		'R&D <b>bold</b> "quoted" \'single\' a < b > c',
	'control and direction characters': 'a\u0000b\u2028c\u202ed\uFEFFe',
	'whitespace only': ' \t\n ',
};

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
