/**
 * The one script Vitrine prints inline in `<head>` (includes/head.php), right after WordPress's
 * styles: the visitor's colour mode (CM-5) and kept skin (SW-1) in the first paint. One script,
 * not one for each: every page carries it before any interaction, and the two share their cookie
 * reading (about 0.25 KB gzip less than two).
 */
import './color-mode/head';
import './skins/head';
