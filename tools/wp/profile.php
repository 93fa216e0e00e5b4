<?php
/**
 * A sampling profile of a request, for `npm run profile` (tools/profile.mjs): the router
 * (router.php) loads this file first when VITRINE_PROFILE_DIR is set, and a request whose
 * `vitrine_profile` cookie names a
 * series (`on` or `off`: Vitrine active or not) is sampled every 100 µs by Excimer; its stacks
 * are appended, collapsed, to that series' file in VITRINE_PROFILE_DIR.
 *
 * @package Vitrine
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.AlternativeFunctions -- Runs before WordPress loads, on the bench's own site only: the cookie picks one of two fixed names, and the file is the profiler's.

$vitrine_profile_series = $_COOKIE['vitrine_profile'] ?? '';
if ( extension_loaded( 'excimer' ) && in_array( $vitrine_profile_series, array( 'on', 'off' ), true ) && getenv( 'VITRINE_PROFILE_DIR' ) ) {
	$vitrine_profiler = new ExcimerProfiler();
	$vitrine_profiler->setPeriod( 0.0001 );
	$vitrine_profiler->start();
	register_shutdown_function(
		static function () use ( $vitrine_profiler, $vitrine_profile_series ) {
			$vitrine_profiler->stop();
			file_put_contents(
				getenv( 'VITRINE_PROFILE_DIR' ) . "/{$vitrine_profile_series}.collapsed",
				$vitrine_profiler->getLog()->formatCollapsed(),
				FILE_APPEND | LOCK_EX
			);
		}
	);
}
