// How long a navigation waits for a page's main data before it shows the page with its loading
// states. The page then arrives whole (no spinner flash, nothing pushed down when the data lands:
// layout shift); on a slow connection the wait is capped and the progress bar shows meanwhile.
export const SETTLE_MS = 1200

/** Resolves when the work is done or the time is up, whichever comes first; never rejects. */
export function settle(work: Promise<unknown>, ms = SETTLE_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  return Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    timeUp,
  ]).finally(() => clearTimeout(timer))
}
