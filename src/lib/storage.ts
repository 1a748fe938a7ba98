// Safe wrappers over localStorage: private mode or a full quota must never crash the shop.
export const storageKeys = {
  authToken: 'authToken',
  cartId: 'cartId',
  contentCache: 'vm-cache',
  /** The last products opened on this device (one list per device, cleared when a customer leaves). */
  recentlyViewed: 'recently-viewed',
} as const

/** sessionStorage keys that hold one shopper's answers (cleared on every change of identity). */
export const sessionStorageKeys = {
  checkoutDraft: 'checkout-draft',
} as const

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

export function removeSessionStorage(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key)
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
