// /kleurkiezer (dark layout) — choose a colour family and shade, see the colour products in it with
// their colour surtax, and add one to the cart in that colour.
import '@/styles/features/catalogue.scss'
import { useId, useMemo, useState, type FormEvent } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { type ProductColor } from '@/api/aspos/products'
import { productQueries } from '@/api/aspos/product-queries'
import { usePageMeta } from '@/components/page-meta'
import { QueryState } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { catalogue } from '@/messages/nl/catalogue'
import { cart as cartMessages } from '@/messages/nl/cart'
import { productAdded } from '@/features/cart/added-store'
import { QuantityInput } from '@/features/cart/components/quantity-input'
import { SoldOutNote, useOrderLimit } from '@/features/cart/components/add-to-cart'
import { ColourPicker } from '@/features/catalogue/components/colour-picker'
import { colourPalette } from '@/features/catalogue/colour-palette'
import { deriveProduct } from '@/domain/pricing/flags'
import { type ProductView } from '@/api/aspos/product-view'
import { useOpenedAt } from '@/lib/use-opened-at'

const colourProducts = { colorProducts: true, pageSize: 100 } as const

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(productQueries.list(colourProducts))
    return null
  }
}

/** Add to cart in the chosen colour (the colour is already chosen above, so no colour select). */
function AddInColour({ product, colour }: { product: ProductView; colour: ProductColor }) {
  const [quantity, setQuantity] = useState(1)
  const quantityId = useId()
  const errorId = useId()
  // The same limits as every add-to-cart control: said at the field, nothing sent.
  const limit = useOrderLimit({
    productId: product.id,
    stock: product.stock,
    isVirtual: product.isVirtual,
    isWeightProduct: product.isWeightProduct,
  })
  const error = limit.error(quantity)
  const m = cartMessages.addToCart
  if (!product.inStock) return <SoldOutNote title={product.title} />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (error || !limit.fits(quantity, colour.code)) {
      document.getElementById(quantityId)?.focus()
      return
    }
    productAdded(product.id, quantity, colour.code, product.title)
    setQuantity(1)
  }
  const changed = (next: number) => {
    setQuantity(next)
    limit.changed()
  }
  return (
    <form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2" noValidate>
      <QuantityInput
        id={quantityId}
        value={quantity}
        onChange={changed}
        onOverMax={changed}
        max={limit.max}
        errorId={error ? errorId : undefined}
        label={m.quantity}
        decreaseLabel={m.decrease}
        increaseLabel={m.increase}
        small
      />
      <button type="submit" className="btn btn-cta btn-sm">
        {m.button}
        <span className="visually-hidden">
          : {product.title}, {colour.name}
        </span>
      </button>
      {error && (
        <div id={errorId} className="w-100 quantity-limit-note" role="alert">
          {error}
        </div>
      )}
    </form>
  )
}

export function Component() {
  const t = catalogue.colourPicker
  const [searchParams, setSearchParams] = useSearchParams()
  const query = useQuery(productQueries.list(colourProducts))
  const now = useOpenedAt()
  const products = useMemo(
    () => (query.data?.products ?? []).map((p) => deriveProduct(p, now)),
    [query.data, now],
  )
  const palette = useMemo(() => colourPalette(products), [products])
  usePageMeta({ title: t.title, description: t.intro })
  useBreadcrumb([{ label: t.title }])

  const change = (family: string, shade: string | null) => {
    const next = new URLSearchParams(searchParams)
    next.set('familie', family)
    if (shade) next.set('kleur', shade)
    else next.delete('kleur')
    setSearchParams(next, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="colour-picker-page py-4">
      <h1>{t.title}</h1>
      <p className="lead fs-6">{t.intro}</p>
      <QueryState query={query} isEmpty={() => palette.length === 0} empty={<p>{t.noProducts}</p>}>
        {() => (
          <ColourPicker
            palette={palette}
            products={products}
            family={searchParams.get('familie')}
            shade={searchParams.get('kleur')}
            onChange={change}
            actions={(product, colour) => <AddInColour product={product} colour={colour} />}
          />
        )}
      </QueryState>
    </div>
  )
}
