// Everything the product page shows: the product with variants and related products (derived at
// the moment the page opened), its gallery, its text from the content service, its category and
// its brand.
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { brandQueries } from '@/api/aspos/brands'
import { productQueries } from '@/api/aspos/products'
import { deriveProduct } from '@/api/aspos/product-pricing'
import { galleryFromProduct, type GalleryImage } from './gallery-images'
import { useCategoryTree } from './use-category-tree'
import { useCatalogueContent } from './use-category-content'
import { useOpenedAt } from '@/lib/use-opened-at'

export function useProductPage(productName: string) {
  const detail = useQuery(productQueries.detail(productName))
  const code = detail.data?.product.code
  const images = useQuery({ ...productQueries.images(code ?? ''), enabled: Boolean(code) })
  const content = useCatalogueContent('Commerce.Product', detail.data?.product.url)
  const tree = useCategoryTree()
  const brands = useQuery(brandQueries.list())
  const now = useOpenedAt()

  const view = useMemo(() => {
    if (!detail.data) return null
    return {
      product: deriveProduct(detail.data.product, now),
      variants: detail.data.variants.map((v) => deriveProduct(v, now)),
      // Recommendations are things to buy: a sold-out product is never recommended.
      related: detail.data.related.map((r) => deriveProduct(r, now)).filter((r) => r.inStock),
    }
  }, [detail.data, now])

  const gallery: GalleryImage[] = useMemo(() => {
    if (images.data?.length)
      return images.data.map((i) => ({ key: `${i.name}${i.extension}`, src: i.cmsUrl }))
    return galleryFromProduct(detail.data?.product.images ?? [])
  }, [images.data, detail.data])

  const firstNode = view
    ? view.product.webNodeIds.map((id) => tree.data?.byId.get(id)).find(Boolean)
    : undefined
  const brandSlug = view
    ? brands.data?.find((b) => b.id === view.product.brandId)?.urlSlug
    : undefined

  return {
    detail,
    view,
    gallery,
    content,
    category: firstNode ?? null,
    brandSlug: brandSlug ?? null,
  }
}
