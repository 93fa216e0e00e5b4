/**
 * The attack suite (attack-suite.ts) on WordPress 7.1, the test site's release; the same suite
 * runs on the 6.5.5 minimum from minimum/attack.spec.ts.
 */
import { attackSuite } from './attack-suite';
import { WORDPRESS } from '../../../tools/wp/sites.cjs';

attackSuite( WORDPRESS.current );
