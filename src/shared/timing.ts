/**
 * Every timing and distance the specification names (SPEC §6), in one place. Features import
 * these; nothing else in the code base writes one of these numbers.
 */

/** Counters step every 10 ms and finish after 1000 ms. */
export const COUNTER_STEP_MS = 10;
export const COUNTER_DURATION_MS = 1000;

/** Skill circles animate over 2000 ms once their top is 150 px inside the viewport. */
export const CIRCLE_DURATION_MS = 2000;
export const CIRCLE_VIEWPORT_OFFSET_PX = 150;

/** Progress bars fill over this long when they scroll into view (Vitrine's choice). */
export const PROGRESS_BAR_DURATION_MS = 1000;

/** The countdown re-reads the clock every 100 ms. */
export const COUNTDOWN_TICK_MS = 100;

/**
 * Slider swipe threshold; the sliders' intervals, speeds and breakpoints are defaults of their
 * kinds, in src/slider/kinds.json (read by the editor, the view and the server).
 */
export const SLIDER_SWIPE_THRESHOLD_PX = 40;
/**
 * A drag past a slider's end moves by its overshoot raised to this power (Swiper's default
 * resistance ratio: a 250 px pull shows about 110 px), so the end is felt, not a blank.
 */
export const SLIDER_EDGE_RESISTANCE = 0.85;
/** A released drag carries on as far as its speed would take it in this long, then snaps. */
export const SLIDER_MOMENTUM_MS = 200;
/** Only the pointer's last moves this long before release count for that speed. */
export const SLIDER_VELOCITY_WINDOW_MS = 100;

/** The lightbox preloads 0 items before and 2 after the current one. */
export const LIGHTBOX_PRELOAD_BEFORE = 0;
export const LIGHTBOX_PRELOAD_AFTER = 2;

/** Site chrome: colour cookie, preloader, search, sticky header, mobile menu, resize. */
export const COLOR_COOKIE_DAYS = 7;
/** A kept skin lasts this long (the SPEC names no expiry; Vitrine's choice). */
export const SKIN_COOKIE_DAYS = 30;
export const PRELOADER_DELAY_MS = 500;
export const PRELOADER_FADE_MS = 500;
/** The preloader never stays longer than this, whatever happens (Vitrine's choice). */
export const PRELOADER_GIVE_UP_MS = 3000;
export const SEARCH_FADE_MS = 600;
/** The side panel slides in and out over this long (Vitrine's choice). */
export const PANEL_SLIDE_MS = 300;
export const STICKY_HEADER_OFFSET_PX = 200;
export const MOBILE_MENU_MAX_WIDTH_PX = 991;
export const MOBILE_MENU_SLIDE_MS = 300;
export const RESIZE_DEBOUNCE_MS = 100;

/** Shop pages: description hints, alert focus, result count, scroll to notices. */
export const SHOP_HINT_SLIDE_MS = 250;
export const SHOP_ALERT_FOCUS_DELAY_MS = 500;
export const SHOP_RESULT_COUNT_HIDE_MS = 2000;
export const SHOP_SCROLL_OFFSET_PX = 100;
export const SHOP_SCROLL_DURATION_MS = 1000;

/** per_page=-1 fetches every page, 100 at a time (done by WordPress's api-fetch). */
export const FETCH_ALL_PAGE_SIZE = 100;

/** The portfolio's re-layout after a filter change (Vitrine's choice; instant without motion). */
export const PORTFOLIO_RELAYOUT_MS = 350;

/** A lightbox slide that has not loaded after this long shows its error message instead. */
export const LIGHTBOX_LOAD_TIMEOUT_MS = 15000;
