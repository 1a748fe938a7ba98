// Taps the shopper is making: the promotion never opens under a finger. A modal that appears between
// a tap's pointerdown and its click takes the click (a tap on a card's 'In winkelmandje' was lost
// that way), so the promotion waits while a pointer is down and for a moment after the last one.
// Watched from the promotion's timer on (entry chunk, a few bytes); read when it comes due.

/** How long after a tap the shopper counts as still acting on it. */
export const TAP_SETTLE_MS = 1000

let watching = false
let pointerDown = false
let lastTapAt = Number.NEGATIVE_INFINITY

/** Starts following the shopper's taps (once; later calls do nothing). */
export function watchShopperTaps(target: Window = window): void {
  if (watching) return
  watching = true
  const options = { capture: true, passive: true }
  target.addEventListener(
    'pointerdown',
    () => {
      pointerDown = true
      lastTapAt = performance.now()
    },
    options,
  )
  const up = () => {
    pointerDown = false
    lastTapAt = performance.now()
  }
  target.addEventListener('pointerup', up, options)
  target.addEventListener('pointercancel', up, options)
}

/** A pointer is down, or was lifted less than TAP_SETTLE_MS ago. */
export function shopperIsTapping(now: number = performance.now()): boolean {
  return pointerDown || now - lastTapAt < TAP_SETTLE_MS
}

/** Tests only. */
export function resetShopperTaps(): void {
  pointerDown = false
  lastTapAt = Number.NEGATIVE_INFINITY
}
