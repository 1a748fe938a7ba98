// The built page attaches the app's stylesheet with media="print" so it does not hold back the boot
// screen's first paint (scripts/critical-css.ts). The entry switches it on and waits until it is in
// before React's first render, so no page ever shows unstyled. Without such a link (dev server,
// tests) there is nothing to wait for.
export function appStylesheetApplied(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>('link[data-app-css]')
  if (!link) return Promise.resolve()
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all'
      resolve()
    }
    if (link.sheet) apply()
    else {
      link.addEventListener('load', apply, { once: true })
      // A failed stylesheet must not keep the shop from starting.
      link.addEventListener('error', apply, { once: true })
    }
  })
}
