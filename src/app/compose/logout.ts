// The one logout, for the header's account menu and the account pages' navigation alike. Pending
// cart changes go out first, while the token is still valid; then the commerce service ends the
// session and answers the anonymous cart, and the auth service ends the token; then the session
// store clears the token and everything personal in one step (the shell sends the shopper home
// when they were on an account or checkout page, and the guard never redirects to login). The session ends even when the service cannot be reached: a
// shopper who asks to log out is logged out.
import { useMutation } from '@tanstack/react-query'
import { endAuthSession } from '@/api/auth'
import { logout } from '@/api/aspos/auth'
import type { CartDto } from '@/api/aspos/cart'
import { cartFlushed, cartReplaced, loadCart } from '@/features/cart/cart-store'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'
import { loggedOut } from '@/stores/session-store'

export async function logoutEverywhere(): Promise<void> {
  try {
    await cartFlushed()
  } catch {
    // A failed batch was reported by the cart; logging out goes on.
  }
  // The commerce service hands back the anonymous cart; the auth service ends the token.
  const [commerce] = await Promise.allSettled([logout(), endAuthSession()])
  const cart: CartDto | null = commerce.status === 'fulfilled' ? commerce.value : null
  loggedOut('logout')
  if (cart) cartReplaced(cart)
  else void loadCart()
  notify(account.logout.done, 'info')
}

/** The logout as a mutation, for buttons that show that it runs. */
export function useLogout() {
  return useMutation({ mutationFn: logoutEverywhere })
}
