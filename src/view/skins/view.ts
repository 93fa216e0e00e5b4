/**
 * The style switcher's view script (SW-1, SW-2): previews, keeps and shows skins where a switcher
 * is. A kept skin on every other page needs only the head script (head.ts).
 */
import { SKIN_COOKIE_DAYS } from '../../shared/timing';
import { readSkinData, setupSkins } from './skins';

setupSkins( document, readSkinData( window.vitrineSkins ), SKIN_COOKIE_DAYS );
