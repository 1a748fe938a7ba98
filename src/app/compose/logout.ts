// The one logout, for the header's account menu and the account pages' navigation alike. Pending
// cart changes go out first, while the token is still valid; then the service ends the session
// and answers the anonymous cart; then the session store clears the token and everything
// personal in one step (the shell sends the shopper home in that same render when they were on
// an account or checkout page). The session ends even when the service cannot be reached: a
// shopper who asks to log out is logged out.
import { useMutation } from '@tanstack/react-query'
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
  let cart: CartDto | null = null
  try {
    cart = await logout()
  } catch {
    cart = null
  }
  loggedOut('logout')
  if (cart) cartReplaced(cart)
  else void loadCart()
  notify(account.logout.done, 'info')
}

/** The logout as a mutation, for buttons that show that it runs. */
export function useLogout() {
  return useMutation({ mutationFn: logoutEverywhere })
}
