// Whether and when the visitor answered the cookie question: what must not stand beside the
// unanswered cookie prompt (the newsletter promotion) waits for the answer. Apart from consent.ts,
// and without js-cookie, so the entry that runs the promotion's timer stays light.
import { cookieNames, hasCookie } from './cookie-names'

/** performance.now() when the question was answered on this page; null before. */
let answeredAt: number | null = null
const waiting = new Set<(at: number) => void>()

/** The visitor answered (either choice): consent.ts calls this when it keeps the choice. */
export function consentAnswered(): void {
  answeredAt = performance.now()
  for (const listener of [...waiting]) {
    waiting.delete(listener)
    listener(answeredAt)
  }
}

/**
 * Runs `then` once the cookie question is answered, with the page time of the answer (0 when it was
 * answered on an earlier visit): at once if it already is. Returns a function that stops waiting.
 */
export function whenConsentAnswered(then: (at: number) => void): () => void {
  if (answeredAt !== null || hasCookie(cookieNames.consent)) {
    then(answeredAt ?? 0)
    return () => undefined
  }
  waiting.add(then)
  return () => waiting.delete(then)
}
