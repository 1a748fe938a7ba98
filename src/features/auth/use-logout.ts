// Logout as one action: tell the service (it answers the anonymous cart), hand that cart to the
// caller (the route composes the cart feature), then clear the session. The session ends even
// when the service cannot be reached: a shopper who asks to log out is logged out.
import { useMutation } from '@tanstack/react-query'
import { logout } from '@/api/aspos/auth'
import type { CartDto } from '@/api/aspos/cart'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'
import { loggedOut } from './session-store'

export interface UseLogoutOptions {
  /** Receives the anonymous cart from the answer (e.g. the cart feature's cartReplaced). */
  onCart?: (cart: CartDto) => void
  /**
   * Runs (and is awaited) before the session is cleared, e.g. leaving a page that needs a login:
   * otherwise that page's guard would send the shopper to the login page first.
   */
  beforeClear?: () => void | Promise<void>
}

export function useLogout({ onCart, beforeClear }: UseLogoutOptions = {}) {
  return useMutation({
    mutationFn: logout,
    onSuccess: (cart) => onCart?.(cart),
    onSettled: async () => {
      await beforeClear?.()
      loggedOut()
      notify(account.logout.done, 'info')
    },
  })
}
