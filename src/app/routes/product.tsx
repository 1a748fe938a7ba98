// /product/:productName — the product page: every derived price and notice, gallery, variants,
// structured data, and the cart and wish-list controls composed here.
import '@/styles/features/catalogue.scss'
import { useEffect, useId } from 'react'
import { useParams } from 'react-router-dom'
import { isApiError } from '@/api/http'
import { absoluteUrl, usePageMeta } from '@/components/page-meta'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { productViewed } from '@/stores/recently-viewed-store'
import { catalogue } from '@/messages/nl/catalogue'
import { cart as cartMessages } from '@/messages/nl/cart'
import { hrefs } from '@/lib/paths'
import { AddToCart } from '@/features/cart/components/add-to-cart'
import { WishListToggle } from '@/features/account/components/wish-list-toggle'
import { ProductDetail } from '@/features/catalogue/components/product-detail'
import { CatalogueNotFound } from '@/features/catalogue/components/not-found-block'
import { sizedUrl } from '@/features/catalogue/gallery-images'
import { lineCharge, type ProductView } from '@/api/aspos/product-pricing'
import { productJsonLd } from '@/features/catalogue/product-structured-data'
import { useProductPage } from '@/features/catalogue/use-product-page'
import { cardActions } from '@/app/compose/card-actions'
import { categoryCrumbs } from '@/app/compose/category-crumbs'
import { useLoyaltyCustomer } from '@/app/compose/loyalty-customer'
import { RecentlyViewed } from '@/app/compose/recently-viewed'
import { BuyBox } from '@/app/compose/buy-box'

function ProductActions({ product }: { product: ProductView }) {
  const loyaltyCustomer = useLoyaltyCustomer()
  const reasonId = useId()
  // A variant parent is a choice, not an article: the variant links above lead to what can be
  // bought. Its buy button is there, disabled, with the reason beside it.
  if (product.isVariantParent) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="button" className="btn btn-cta" disabled aria-describedby={reasonId}>
          {cartMessages.addToCart.button}
        </button>
        <WishListToggle productId={product.id} productTitle={product.title} />
        <p id={reasonId} className="mb-0 fw-semibold w-100">
          {catalogue.product.chooseVariant}
        </p>
      </div>
    )
  }
  return (
    <div className="d-flex flex-wrap align-items-end gap-3">
      <AddToCart
        productId={product.id}
        title={product.title}
        // The one line rule: staffel, loyalty, colour surtax and deposit, as the cart charges it.
        charge={(quantity) => lineCharge(product, quantity, { loyaltyCustomer })}
        colors={
          product.isColorProduct
            ? product.colors.map((c) => ({ code: c.code, name: c.name, hex: c.hex }))
            : undefined
        }
        soldOut={!product.inStock}
        isWeightProduct={product.isWeightProduct}
        stock={product.stock}
        isVirtual={product.isVirtual}
      />
      <WishListToggle productId={product.id} productTitle={product.title} />
    </div>
  )
}

export function Component() {
  const { productName = '' } = useParams()
  const page = useProductPage(productName)
  const product = page.view?.product ?? null
  const notFound = isApiError(page.detail.error) && page.detail.error.status === 404
  const productId = product?.id
  // Opened: the product joins this device's "Onlangs bekeken".
  useEffect(() => {
    if (productId !== undefined) productViewed(productId)
  }, [productId])

  // Images are served by the origin the shop runs on (or the CMS), not necessarily the canonical one.
  const imageUrls = page.gallery.map(
    (g) => new URL(sizedUrl(g.src, 359, 477), window.location.origin).href,
  )
  usePageMeta({
    title: product
      ? page.content.data?.title || product.title
      : notFound
        ? catalogue.product.notFound
        : null,
    description: product ? page.content.data?.description || product.shortDescription : null,
    keywords: page.content.data?.keywords,
    image: imageUrls[0],
    noindex: notFound,
    structuredData: product
      ? productJsonLd(product, absoluteUrl(hrefs.product(product.url)), imageUrls)
      : null,
  })
  useBreadcrumb(
    product
      ? [...(page.category ? categoryCrumbs(page.category, true) : []), { label: product.title }]
      : page.detail.isPending
        ? 'pending'
        : [],
  )

  if (page.detail.isPending) return <Spinner />
  if (notFound)
    return (
      <CatalogueNotFound title={catalogue.product.notFound} hint={catalogue.product.notFoundHint} />
    )
  if (page.detail.isError || !page.view || !product) {
    return <ErrorAlert error={page.detail.error} onRetry={() => void page.detail.refetch()} />
  }
  return (
    <>
      <ProductDetail
        key={product.id}
        product={product}
        variants={page.view.variants}
        related={page.view.related}
        images={page.gallery}
        brandSlug={page.brandSlug}
        actions={
          <BuyBox product={product}>
            <ProductActions product={product} />
          </BuyBox>
        }
        relatedActions={cardActions}
      />
      <RecentlyViewed excludeId={product.id} />
    </>
  )
}
