// "Prijs in onze winkels": the product's price per store, by the store's name (from the stores
// list, linked to its page), with a sentence that says why a store's price may differ from the
// webshop's and, per store, by how much. Stores the list does not know are left out.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { storeQueries } from '@/api/aspos/stores'
import type { ReactNode } from 'react'
import { Price, PriceText } from '@/components/price'
import { hrefs } from '@/lib/paths'
import { catalogue } from '@/messages/nl/catalogue'
import type { ProductView } from '@/api/aspos/product-view'

const t = catalogue.product

function difference(storeCents: number, webCents: number): ReactNode {
  if (storeCents === webCents) return t.storeSamePrice
  const amount = Math.abs(storeCents - webCents)
  return (
    <PriceText
      message={storeCents < webCents ? t.storeCheaper : t.storeDearer}
      amounts={[amount]}
    />
  )
}

export function StorePrices({ product }: { product: ProductView }) {
  const stores = useQuery({ ...storeQueries.list(), enabled: product.storePrices.length > 0 })
  if (product.storePrices.length === 0) return null
  const byCode = new Map((stores.data ?? []).map((s) => [s.code.toUpperCase(), s]))
  const rows = product.storePrices
    .flatMap((price) => {
      const store = byCode.get(price.storeCode.toUpperCase())
      return store ? [{ price, store }] : []
    })
    .sort((a, b) => a.store.name.localeCompare(b.store.name, 'nl'))
  // Store prices are without deposit, like the service's own price.
  const webPrice = product.currentPriceExclDepositCents
  return (
    <section aria-labelledby="product-store-prices" className="mb-4 product-store-prices">
      <h2 id="product-store-prices" className="h4">
        {t.storePrices}
      </h2>
      <p className="small text-body-secondary">{t.storePricesWhy}</p>
      {stores.isPending ? (
        <p className="small">{t.storePricesLoading}</p>
      ) : (
        <table className="table table-sm w-auto mb-0">
          <thead>
            <tr>
              <th scope="col">{t.store}</th>
              <th scope="col" className="text-end">
                {t.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ price, store }) => (
              <tr key={price.storeCode}>
                <th scope="row" className="fw-normal">
                  <Link to={hrefs.store(store.slug)}>{store.name}</Link>
                </th>
                <td className="text-end">
                  <Price cents={price.priceCents} />
                  <div className="small text-body-secondary">
                    {difference(price.priceCents, webPrice)}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
