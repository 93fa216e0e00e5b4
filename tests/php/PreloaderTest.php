<?php
/**
 * The preloader (PL-1): printed only when turned on, with its styles and script inline, and
 * hidden unless scripting is on.
 *
 * @package Vitrine
 */

use PHPUnit\Framework\TestCase;
use Vitrine\Preloader;
use Vitrine\Settings;

final class PreloaderTest extends TestCase {

	protected function tearDown(): void {
		delete_option( Settings\OPTION );
	}

	private function printed(): string {
		ob_start();
		Preloader\print_preloader();
		return (string) ob_get_clean();
	}

	public function test_PL_1_off_by_default_and_printed_inline_when_on(): void {
		$this->assertSame( '', $this->printed() );
		update_option( Settings\OPTION, array( 'preloader' => true ) );
		$html = $this->printed();
		$this->assertStringContainsString( '<div class="vitrine-preloader" aria-hidden="true">', $html );
		$this->assertMatchesRegularExpression( '#<script [^>]*id="vitrine-preloader-js"[^>]* nowprocket>#', $html );
		// Without scripting it is never shown: hidden first, shown only under scripting: enabled.
		$this->assertMatchesRegularExpression( '/\.vitrine-preloader\{display:none\}@media ?\(scripting: ?enabled\)/', $html );
	}
}
