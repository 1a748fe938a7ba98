// /product/:productName — the product page: every derived price and notice, gallery, variants,
// structured data, and the cart and wish-list controls composed here.
import '@/styles/features/catalogue.scss'
import { memo, useEffect, useId } from 'react'
import { useParams, useSearchParams, type SetURLSearchParams } from 'react-router-dom'
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
import { fieldValue } from '@/domain/pricing/product-fields'
import { lineCharge } from '@/domain/pricing/line-charge'
import { type ProductView } from '@/api/aspos/product-view'
import { productJsonLd } from '@/features/catalogue/product-structured-data'
import { useProductPage } from '@/features/catalogue/use-product-page'
import { VariantPicker } from '@/features/catalogue/components/variant-picker'
import {
  SIZE_ADVICE_CODE,
  VARIANT_PARAM,
  type VariantKind,
} from '@/features/catalogue/variant-choice'
import { cardActions } from '@/app/compose/card-actions'
import { categoryCrumbs } from '@/app/compose/category-crumbs'
import { useLoyaltyCustomer } from '@/app/compose/loyalty-customer'
import { RecentlyViewed } from '@/app/compose/recently-viewed'
import { BuyBox } from '@/app/compose/buy-box'

function ProductActions({ product, kind }: { product: ProductView; kind: VariantKind }) {
  const loyaltyCustomer = useLoyaltyCustomer()
  const reasonId = useId()
  // A variant parent is a choice, not an article: the size or bag chosen above is what is bought.
  // Until then its buy button is there, disabled, with the reason beside it.
  if (product.isVariantParent) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="button" className="btn btn-cta" disabled aria-describedby={reasonId}>
          {cartMessages.addToCart.button}
        </button>
        <WishListToggle productId={product.id} productTitle={product.title} />
        <p id={reasonId} className="mb-0 fw-semibold w-100">
          {catalogue.variantChoice.chooseFirst[kind]}
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

type ProductPage = ReturnType<typeof useProductPage>

/**
 * The page's body, memoised (issue 50): the content text, the category tree and the brands answer
 * after the product, and each re-rendered the whole page on a slow phone; they change nothing here
 * (the title, description and breadcrumb are the page's). The gallery and the brand link do.
 */
const ProductBody = memo(function ProductBody({
  view,
  product,
  kind,
  chosen,
  missingVariant,
  gallery,
  brandSlug,
  setSearchParams,
}: {
  view: NonNullable<ProductPage['view']>
  product: ProductView
  kind: VariantKind
  chosen: ProductPage['chosen']
  missingVariant: boolean
  gallery: ProductPage['gallery']
  brandSlug: string | null
  setSearchParams: SetURLSearchParams
}) {
  const family = view.product
  return (
    <ProductDetail
      // One component per family: choosing a size keeps the focus on the choice.
      key={family.id}
      product={product}
      title={family.id !== product.id ? family.title : undefined}
      choice={
        family.isVariantParent && view.variants.length > 0 ? (
          <VariantPicker
            variants={view.variants}
            kind={kind}
            chosen={chosen}
            missing={missingVariant}
            sizeAdvice={fieldValue(family, SIZE_ADVICE_CODE)}
            onChoose={(variant) =>
              setSearchParams(
                (params) => {
                  const next = new URLSearchParams(params)
                  next.set(VARIANT_PARAM, String(variant.id))
                  return next
                },
                // A link to share, not a step: Back leaves the page, not the size.
                { replace: true, preventScrollReset: true },
              )
            }
          />
        ) : undefined
      }
      variants={view.variants}
      related={view.related}
      images={gallery}
      brandSlug={brandSlug}
      actions={
        <BuyBox product={product} chooseLabel={catalogue.variantChoice.chooseShort[kind]}>
          <ProductActions product={product} kind={kind} />
        </BuyBox>
      }
      relatedActions={cardActions}
    />
  )
})

export function Component() {
  const { productName = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = useProductPage(productName, searchParams.get(VARIANT_PARAM))
  /** The family, or the product itself; `shown` is what is sold: the chosen variant or this. */
  const family = page.view?.product ?? null
  const product = page.shown

  const notFound = isApiError(page.detail.error) && page.detail.error.status === 404
  const productId = family?.id
  // Opened: the product joins this device's "Onlangs bekeken".
  useEffect(() => {
    if (productId !== undefined) productViewed(productId)
  }, [productId])

  // Images are served by the origin the shop runs on (or the CMS), not necessarily the canonical one.
  const imageUrls = page.gallery.map(
    (g) => new URL(sizedUrl(g.src, 359, 477), window.location.origin).href,
  )
  usePageMeta({
    title: family
      ? page.content.data?.title || family.title
      : notFound
        ? catalogue.product.notFound
        : null,
    description: family ? page.content.data?.description || family.shortDescription : null,
    keywords: page.content.data?.keywords,
    image: imageUrls[0],
    noindex: notFound,
    // The family's URL is the page's (its canonical one; ?variant= is a choice on it).
    structuredData: family
      ? productJsonLd(product ?? family, absoluteUrl(hrefs.product(family.url)), imageUrls)
      : null,
  })
  useBreadcrumb(
    family
      ? [...(page.category ? categoryCrumbs(page.category, true) : []), { label: family.title }]
      : page.detail.isPending
        ? 'pending'
        : [],
  )

  if (page.detail.isPending || (page.family && !page.family.isError)) return <Spinner />
  if (notFound)
    return (
      <CatalogueNotFound title={catalogue.product.notFound} hint={catalogue.product.notFoundHint} />
    )
  if (page.detail.isError || !page.view || !product) {
    return <ErrorAlert error={page.detail.error} onRetry={() => void page.detail.refetch()} />
  }
  return (
    <>
      <ProductBody
        view={page.view}
        product={product}
        kind={page.kind}
        chosen={page.chosen}
        missingVariant={page.missingVariant}
        gallery={page.gallery}
        brandSlug={page.brandSlug}
        setSearchParams={setSearchParams}
      />
      <RecentlyViewed excludeId={family?.id ?? product.id} />
    </>
  )
}
