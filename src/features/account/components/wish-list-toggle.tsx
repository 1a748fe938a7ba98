// The heart on product cards and product pages: puts a product on the wish list or takes it off
// (aria-pressed). Anonymous visitors are asked to log in (login modal plus a notice); a login in that
// dialog saves the product they pressed it for, closing the dialog saves nothing. Its look is in
// the account stylesheet, which comes with it wherever a card or product page shows it.
import '@/styles/features/account.scss'
import { useWishList, useWishListToggle } from '../use-wish-list'
import { useIsLoggedIn } from '@/stores/session-store'
import { userMessageOf } from '@/api/http'
import { wishListMessages as t } from '@/messages/nl/wish-list'
import { loginAsked } from '@/stores/modal-store'
import { notify } from '@/stores/notices-store'

export interface WishListToggleProps {
  productId: number
  productTitle: string
  className?: string
}

export function WishListToggle({ productId, productTitle, className }: WishListToggleProps) {
  const loggedIn = useIsLoggedIn()
  const list = useWishList()
  const { add, remove, busy } = useWishListToggle()
  const selection = list.data?.find((item) => item.productId === productId)
  const pressed = loggedIn && selection !== undefined

  const onError = (error: unknown) => notify(userMessageOf(error) || t.failed, 'danger')
  // Adding an item already on the list answers that item (the service keeps one of each). After a
  // login the dialog asked for, the welcome notice says it (`say`).
  const save = (say: (message: string) => void = notify) =>
    add(productId).then(() => say(t.added(productTitle)), onError)
  const toggle = () => {
    if (!loggedIn) loginAsked(t.loginFirst, save)
    else if (selection) remove(selection).then(() => notify(t.removed(productTitle)), onError)
    else save()
  }

  return (
    <button
      type="button"
      className={['wish-list-toggle btn', pressed ? 'wish-list-toggle--on' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={pressed}
      aria-label={t.add(productTitle)}
      title={pressed ? t.removeToggle(productTitle) : t.add(productTitle)}
      onClick={toggle}
      disabled={busy}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
