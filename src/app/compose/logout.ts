// The one logout, for the header's account menu and the account pages' navigation alike. The
// order (docs/decisions/013-logout-order-and-revocation.md):
// 1. pending cart changes go out at once while the token is still valid, with `keepalive` (so the
//    batch lands even when the page or the session is gone before its answer); the logout waits
//    for that answer at most LOGOUT_FLUSH_BOUND_MS, which keeps step 2 inside a second;
// 2. the token, first name and e-mail and everything personal (queries, mutations, drafts, every
//    key in `personalStorageKeys`) leave the browser in ONE step, whatever the network does next
//    (the shell sends the shopper home when they were on an account or checkout page);
// 3. the commerce and auth services end the session, with the token captured before step 2;
// 4. the cart follows the commerce answer's Data, or a fresh anonymous cart when that call fails.
// A shopper who asks to log out is logged out, on this device at once, even when the services
// cannot be reached.
import { useMutation } from '@tanstack/react-query'
import { endAuthSession } from '@/api/auth'
import { logout } from '@/api/aspos/auth'
import { cartFlushed, cartReplaced, loadCart } from '@/features/cart/cart-store'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'
import { loggedOut, useSessionStore } from '@/stores/session-store'

/**
 * How long the logout waits for the answer to pending cart changes before it forgets the session.
 * The batch is already on its way with `keepalive` and carries the token in its headers, so
 * waiting longer buys nothing but the answer, and the token must be gone within a second.
 */
export const LOGOUT_FLUSH_BOUND_MS = 750

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
function bounded(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    work.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      // A failed batch was reported by the cart; logging out goes on.
      () => {
        clearTimeout(timer)
        resolve()
      },
    )
  })
}

export async function logoutEverywhere(): Promise<void> {
  await bounded(cartFlushed({ keepalive: true }), LOGOUT_FLUSH_BOUND_MS)
  const token = useSessionStore.getState().session?.token ?? null
  loggedOut('logout')
  notify(account.logout.done, 'info')
  if (token === null) {
    void loadCart()
    return
  }
  // The commerce service hands back the anonymous cart; the auth service ends the token.
  const [commerce] = await Promise.allSettled([logout(token), endAuthSession(token)])
  // A login that happened meanwhile has its own cart; the answer is about the old session.
  if (useSessionStore.getState().session !== null) return
  if (commerce.status === 'fulfilled') cartReplaced(commerce.value)
  else void loadCart()
}

/** The logout as a mutation, for buttons that show that it runs. */
export function useLogout() {
  return useMutation({ mutationFn: logoutEverywhere })
}
