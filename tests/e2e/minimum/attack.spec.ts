/**
 * The attack suite (security/attack-suite.ts) on the minimum the plugin header claims (WordPress
 * 6.5.5, the global setup's second site), whose kses and editor read hostile input differently
 * from 7.1's.
 */
import { attackSuite } from '../security/attack-suite';
import { WORDPRESS } from '../../../tools/wp/sites.cjs';

attackSuite( WORDPRESS.minimum );
