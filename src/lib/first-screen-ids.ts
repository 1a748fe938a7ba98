// The ids the static first screen, the head boot script and the app share (plain constants: the
// boot script imports them without React).

/** The empty slot in <main> that the static HTML holds for the page (the boot script paints home there). */
export const FIRST_SCREEN_SLOT_ID = 'first-screen'
/** The home opening's template in index.html, which the boot script fills in. */
export const HERO_TEMPLATE_ID = 'first-screen-hero'
/** A listing's first screen in index.html (trail, opening, first cards), which the boot script fills in. */
export const LISTING_TEMPLATE_ID = 'first-screen-listing'
/** Where the static first screen holds the page's trail: empty, the boot script paints a listing's. */
export const FIRST_SCREEN_CRUMBS_ID = 'first-screen-crumbs'
