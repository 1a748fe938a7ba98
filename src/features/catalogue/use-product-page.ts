// Everything the product page shows: the product with variants and related products (derived at
// the moment the page opened), the chosen variant of a family (the URL's ?variant=), its gallery,
// its text from the content service, its category and its brand. A variant's own URL (an old link,
// a search hit) loads its family, so the page can show the family with that variant chosen.
import { useEffect, useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { hrefs } from '@/lib/paths'
import { brandQueries } from '@/api/aspos/brands'
import { productQueries } from '@/api/aspos/product-queries'
import { deriveProduct } from '@/domain/pricing/flags'
import { galleryFromProduct, type GalleryImage } from './gallery-images'
import { useCategoryTree } from './use-category-tree'
import { useCatalogueContent } from './use-category-content'
import { useOpenedAt } from '@/lib/use-opened-at'
import { chooseVariant, sortVariants, VARIANT_PARAM, variantKind } from './variant-choice'

export function useProductPage(productName: string, requestedVariant: string | null = null) {
  const detail = useQuery(productQueries.detail(productName))
  // A variant opened by its own URL: its family (the parent with all its variants) is the page.
  const parentId = detail.data?.product.parentProductId ?? null
  const family = useQuery({
    ...productQueries.detail(String(parentId ?? '')),
    enabled: parentId !== null,
  })
  const now = useOpenedAt()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  // The variant's URL becomes its family's, with it chosen: one page per family, and the family's
  // URL is the one to share (replace: Back does not return to the old URL). The family's answer is
  // kept under its URL, so the page does not load it again.
  const parent = family.data
  const variantId = detail.data?.product.id
  useEffect(() => {
    if (!parent || variantId === undefined || parentId === null) return
    queryClient.setQueryData(productQueries.detail(parent.product.url).queryKey, parent)
    void navigate(`${hrefs.product(parent.product.url)}?${VARIANT_PARAM}=${variantId}`, {
      replace: true,
    })
  }, [parent, parentId, variantId, navigate, queryClient])

  const view = useMemo(() => {
    if (!detail.data) return null
    const product = deriveProduct(detail.data.product, now)
    const variants = sortVariants(detail.data.variants.map((v) => deriveProduct(v, now)))
    return {
      product,
      variants,
      // Recommendations are things to buy: a sold-out product is never recommended.
      related: detail.data.related.map((r) => deriveProduct(r, now)).filter((r) => r.inStock),
    }
  }, [detail.data, now])

  // The family's choice: only on the parent's page (a variant's own page moves there).
  const isFamily = view !== null && view.product.isVariantParent && view.variants.length > 0
  const kind = isFamily ? variantKind(view.variants) : 'other'
  const choice = isFamily
    ? chooseVariant(view.variants, requestedVariant)
    : { chosen: null, missing: false }
  /** What the page sells: the chosen variant, or the product itself. */
  const shown = choice.chosen ?? view?.product ?? null

  const code = shown?.code
  const images = useQuery({ ...productQueries.images(code ?? ''), enabled: Boolean(code) })
  const content = useCatalogueContent('Commerce.Product', detail.data?.product.url)
  const tree = useCategoryTree()
  const brands = useQuery(brandQueries.list())

  const gallery: GalleryImage[] = useMemo(() => {
    if (images.data?.length)
      return images.data.map((i) => ({ key: `${i.name}${i.extension}`, src: i.cmsUrl }))
    return galleryFromProduct(shown?.images ?? [])
  }, [images.data, shown])

  const firstNode = view
    ? view.product.webNodeIds.map((id) => tree.data?.byId.get(id)).find(Boolean)
    : undefined
  const brandSlug = view
    ? brands.data?.find((b) => b.id === view.product.brandId)?.urlSlug
    : undefined

  return {
    detail,
    view,
    /** A variant's own URL: its family, once loaded (the page then moves to the family's URL). */
    family: parentId !== null ? family : null,
    kind,
    chosen: choice.chosen,
    /** The URL's ?variant= names none of this family's variants. */
    missingVariant: choice.missing,
    shown,
    gallery,
    content,
    category: firstNode ?? null,
    brandSlug: brandSlug ?? null,
  }
}
