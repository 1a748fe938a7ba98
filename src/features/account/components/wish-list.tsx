// The wish list page's list: each product with image, price, a slot for add-to-cart (composed by
// the route with the cart feature) and remove; 'clear all' asks for confirmation first. Every card
// has one layout, whatever its add-to-cart control holds (a colour choice, a link to choose a
// variant): image and name, then the actions, with 'Verwijderen' always at the end.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { WishListItem } from '@/api/aspos/selections'
import { userMessageOf } from '@/api/http'
import { ApiImage } from '@/components/api-image'
import { Price, PriceText } from '@/components/price'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { account } from '@/messages/nl/account'
import { catalogue } from '@/messages/nl/catalogue'
import { notify } from '@/stores/notices-store'
import { useWishList, useWishListMutations } from '../use-wish-list'

const t = account.wishList
const unitPriceText = catalogue.pricing.unitPrice

export interface WishListProps {
  productHref: (url: string) => string
  renderAddToCart?: (item: WishListItem) => ReactNode
  /** Above the list, for all its products at once (the app puts "Alles in winkelmandje" there). */
  renderBulkAction?: (items: WishListItem[]) => ReactNode
}

export function WishList({ productHref, renderAddToCart, renderBulkAction }: WishListProps) {
  const query = useWishList()
  const { remove, clear } = useWishListMutations()
  const [confirming, setConfirming] = useState(false)
  const keepButton = useRef<HTMLButtonElement>(null)
  // The question takes focus so keyboard and screen-reader users meet it straight away.
  useEffect(() => {
    if (confirming) keepButton.current?.focus()
  }, [confirming])

  if (query.isPending) return <Spinner label={t.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  const items = query.data

  return (
    <div className="wish-list">
      <p className="text-body-secondary" aria-live="polite">
        {items.length === 0 ? t.empty : t.count(items.length)}
      </p>
      {items.length > 0 && renderBulkAction && (
        <div className="mb-3">{renderBulkAction(items)}</div>
      )}
      {items.length > 0 && (
        <ul className="list-unstyled wish-list__items">
          {items.map((item) => (
            <li key={item.id} className="wish-list__item card mb-3">
              <div className="card-body wish-list__body">
                <div className="wish-list__image">
                  {item.image ? (
                    <ApiImage
                      name={item.image.name}
                      extension={item.image.extension}
                      alt=""
                      size="list"
                    />
                  ) : (
                    <span className="wish-list__no-image" />
                  )}
                </div>
                <div className="wish-list__info">
                  {item.brand && <p className="small text-body-secondary mb-1">{item.brand}</p>}
                  <h2 className="h6 mb-1">
                    {item.url ? <Link to={productHref(item.url)}>{item.title}</Link> : item.title}
                  </h2>
                  <Price
                    cents={item.priceCents}
                    originalCents={item.originalPriceCents}
                    lowest={item.priceFrom}
                  />
                  {item.unitPrice && (
                    <div className="small text-body-secondary product-unit-price">
                      <PriceText
                        message={(price) => unitPriceText(price!, item.unitPrice!.unit)}
                        amounts={[item.unitPrice.cents]}
                      />
                    </div>
                  )}
                </div>
                <div className="wish-list__actions">
                  {renderAddToCart?.(item)}
                  <button
                    type="button"
                    className="btn btn-outline-danger btn-sm"
                    aria-label={t.remove(item.title)}
                    disabled={remove.isPending && remove.variables?.id === item.id}
                    onClick={() =>
                      remove.mutate(item, {
                        onSuccess: () => notify(t.removed(item.title)),
                        onError: (error) => notify(userMessageOf(error), 'danger'),
                      })
                    }
                  >
                    {t.removeShort}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && !confirming && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => setConfirming(true)}
        >
          {t.clear}
        </button>
      )}
      {confirming && (
        <div
          className="alert alert-warning"
          role="alertdialog"
          aria-labelledby="wish-list-clear-question"
        >
          <p id="wish-list-clear-question">{t.clearConfirm}</p>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-danger"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false)
                    notify(t.cleared)
                  },
                  onError: (error) => notify(userMessageOf(error), 'danger'),
                })
              }
            >
              {t.clearYes}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setConfirming(false)}
              ref={keepButton}
            >
              {t.clearNo}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
