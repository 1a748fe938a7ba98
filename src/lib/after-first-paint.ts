// True once the first screen has painted and the browser has had a quiet moment: for the parts of
// the shell that no first screen needs (the footer, the modals, the cookie prompt, the promotion),
// so they are not in the first commit and their work never delays the largest paint.
import { startTransition, useEffect, useState, type RefObject } from 'react'

/** Runs `then` after the next paint and an idle period (at most `timeoutMs` later). */
export function afterFirstPaint(then: () => void, timeoutMs = 2000): () => void {
  let idle = 0
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(then, { timeout: timeoutMs })
      else timer = window.setTimeout(then, 200)
    }, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
  }
}

/**
 * Runs `then` once the browser has painted the next frame: work a tap sets off but that its answer
 * on screen need not wait for (the frame shows the ticked box; the work comes right after).
 */
export function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0))
}

/**
 * The parts these hooks reveal are rendered as a transition: React builds them in slices of a few
 * milliseconds between frames instead of one blocking task (a blocking render of the footer or a
 * product rail was a long task of its own on a slow phone, counted in Total Blocking Time).
 */
const reveal = (set: (value: boolean) => void) => () => startTransition(() => set(true))

export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false)
  useEffect(
    () => (ready ? undefined : afterFirstPaint(reveal(setReady), timeoutMs)),
    [ready, timeoutMs],
  )
  return ready
}

/**
 * True once the element comes within a screen of the viewport (and stays true): for parts below the
 * fold that load when the shopper scrolls towards them. True at once where the browser cannot tell.
 */
export function useNearViewport(place: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal(setNear)()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, place])
  return near
}
