/**
 * How Debian's Chromium is started for tests and the benchmark: headless-friendly, and making no
 * request of its own to the closed network (a browser download is never attempted).
 */
const CHROMIUM = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};

module.exports = { CHROMIUM };
