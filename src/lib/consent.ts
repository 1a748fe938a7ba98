// The visitor's cookie choice, in one place: the prompt records it here (180 days in the
// 'cookie-consent' cookie) and every tag-manager push (the cart's events, the field web vitals)
// asks here first. Parts that may only start with consent also hear it given later in the visit.
import { consentAnswered } from './consent-answer'
import { cookieNames, readCookie, writeCookie } from './cookies'

export type ConsentChoice = 'accepted' | 'rejected'

const CONSENT_DAYS = 180
const listeners = new Set<(choice: ConsentChoice) => void>()

/** Whether the visitor accepted analytics cookies: without it nothing leaves the page. */
export function hasTrackingConsent(): boolean {
  return readCookie(cookieNames.consent) === 'accepted'
}

/** Keeps the visitor's choice (what both buttons of the cookie prompt do) and tells who waits. */
export function chooseConsent(choice: ConsentChoice): void {
  writeCookie(cookieNames.consent, choice, CONSENT_DAYS)
  consentAnswered()
  for (const listener of [...listeners]) listener(choice)
}

/**
 * Runs `start` once the visitor has accepted: at once when they already have, else when they
 * accept later in this visit. Returns a function that stops waiting.
 */
export function whenTrackingConsent(start: () => void): () => void {
  if (hasTrackingConsent()) {
    start()
    return () => undefined
  }
  const listener = (choice: ConsentChoice) => {
    if (choice !== 'accepted') return
    listeners.delete(listener)
    start()
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}
