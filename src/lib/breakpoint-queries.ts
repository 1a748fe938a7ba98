// The media queries of Bootstrap's lg and md breakpoints (src/lib/breakpoints.ts): plain constants,
// so the head boot script reads the same widths without React.

/** lg and up: the desktop layout (category bar, filters beside the products). */
export const LARGE_QUERY = '(min-width: 992px)'
/** Below Bootstrap's md breakpoint (768 px): a phone. */
export const PHONE_QUERY = '(max-width: 767.98px)'
