// Safe wrappers over localStorage: private mode or a full quota must never crash the shop.
/** The keys the head boot script reads as well: apart, so its bundle carries only these. */
export const bootStorageKeys = {
  authToken: 'authToken',
  cartId: 'cartId',
  contentCache: 'vm-cache',
} as const

export const storageKeys = {
  ...bootStorageKeys,
  /** The last products opened on this device (one list per device, cleared when a customer leaves). */
  recentlyViewed: 'recently-viewed',
  /**
   * "Bijna op?": each customer's "Later" and "Niet meer voorstellen", kept under their customer
   * number. NOT in personalStorageKeys: a customer who logs out and in again keeps their choices,
   * and nobody else reads them (only a logged-in customer's own entry is read; a guest sees no
   * suggestions at all). See docs/decisions/025-running-out.md.
   */
  runningOutChoices: 'running-out-choices',
  /** The last terms searched on this device (features/search/recent-searches.ts). */
  recentSearches: 'recent-searches',
  /**
   * "Mijn dieren": the pets of this device (name, species, weight) for the feeding calculator and
   * "Bijna op?" (stores/pets-store.ts). Personal: forgotten when a logged-in shopper leaves.
   */
  myPets: 'my-pets',
  /** Where a tab writes its message to the others when BroadcastChannel is missing (lib/tab-sync.ts). */
  tabSync: 'tab-sync',
} as const

/** sessionStorage keys the shop writes. */
export const sessionStorageKeys = {
  checkoutDraft: 'checkout-draft',
  registrationDraft: 'registration-draft',
  /** A session the services ended (a 401): the notice waits here over the reload of an account page. */
  sessionEndedNotice: 'session-ended-notice',
  /** Each history entry's scroll position, over a back or forward that loads the page anew (app/scroll-return.tsx). */
  scrollPositions: 'scroll-positions',
} as const

/**
 * When a personal key is forgotten: `shopperLeft` when a logged-in shopper's session ends or
 * another customer logs in (a guest who logs in stays the same shopper and keeps it);
 * `identityChanged` on every change of identity, a guest's login included.
 */
export type ForgetWhen = 'shopperLeft' | 'identityChanged'

export interface PersonalStorageKey {
  area: 'local' | 'session'
  key: string
  when: ForgetWhen
}

/**
 * EVERYTHING PERSONAL this device keeps in storage, in one list: the session store forgets each
 * entry on a change of identity (logout, expiry, a 401, another tab, a login), in the same step
 * that clears the token. A feature that stores something of one shopper (a draft, a list of
 * recently viewed products, …) adds its key here, and it is gone at logout without more code.
 * The token itself is not listed: the session store owns it (a login writes the new one first).
 * OWASP ASVS 5.0 14.3.1.
 */
// Built in a pure call: a bundle that never reads the list (the head boot script) drops it whole.
export const personalStorageKeys: readonly PersonalStorageKey[] = /* @__PURE__ */ (() => [
  // The anonymous cart id stays when a guest logs in: the service merges that cart into theirs.
  { area: 'local', key: storageKeys.cartId, when: 'shopperLeft' },
  // A guest's checkout answers stay when they log in halfway through the checkout.
  { area: 'session', key: sessionStorageKeys.checkoutDraft, when: 'shopperLeft' },
  // One person's name and address never pre-fill the wizard for the next, whoever logs in.
  { area: 'session', key: sessionStorageKeys.registrationDraft, when: 'identityChanged' },
  // The products a customer opened go with them; a guest who logs in keeps theirs.
  { area: 'local', key: storageKeys.recentlyViewed, when: 'shopperLeft' },
  // What a customer searched for says what they are after: it goes with them, as the products they
  // opened do (the next person at a shared computer starts with an empty list); a guest who logs
  // in keeps theirs.
  { area: 'local', key: storageKeys.recentSearches, when: 'shopperLeft' },
  // A pet's name and weight are the shopper's own, as what they searched for.
  { area: 'local', key: storageKeys.myPets, when: 'shopperLeft' },
])()

/** Removes every personal key the change calls for (`shopperLeft` also removes the others). */
export function forgetPersonalStorage(change: ForgetWhen): void {
  for (const entry of personalStorageKeys) {
    if (change === 'identityChanged' && entry.when === 'shopperLeft') continue
    if (entry.area === 'local') removeStorage(entry.key)
    else removeSessionStorage(entry.key)
  }
}

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

export function readSessionStorage(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeSessionStorage(key: string, value: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, value)
  } catch {
    // Storage full or blocked: the value simply is not remembered.
  }
}

export function removeSessionStorage(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key)
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
