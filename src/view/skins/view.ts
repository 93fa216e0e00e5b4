/**
 * Global view script for skins (SW-1, SW-2): loaded on every page while the site has a default
 * skin, so a kept skin is reapplied everywhere, and by the style switcher block.
 */
import { SKIN_COOKIE_DAYS } from '../../shared/timing';
import { readSkinData, setupSkins } from './skins';

setupSkins( document, readSkinData( window.vitrineSkins ), SKIN_COOKIE_DAYS );
