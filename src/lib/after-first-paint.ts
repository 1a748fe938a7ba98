// True once the first screen has painted and the browser has had a quiet moment: for the parts of
// the shell that no first screen needs (the footer, the modals, the cookie prompt, the promotion),
// so they are not in the first commit and their work never delays the largest paint.
import { useEffect, useState } from 'react'

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

export function useAfterFirstPaint(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false)
  useEffect(
    () => (ready ? undefined : afterFirstPaint(() => setReady(true), timeoutMs)),
    [ready, timeoutMs],
  )
  return ready
}
