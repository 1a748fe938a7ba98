// A product's image list of the commerce service (GET /api/commerce/product/{code}/images): its wire
// contract, the mapped ProductImage and the fetcher products.ts's query factory calls.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { request } from '../http'
import { imageRefDtoSchema, toImageRef } from '../image-ref'

const productImagesResponseSchema = lazy(() =>
  z.object({
    Images: z.array(z.extend(imageRefDtoSchema(), { CMSUrl: z.string() })),
  }),
)
export type ProductImagesResponse = z.infer<ReturnType<typeof productImagesResponseSchema>>

export interface ProductImage {
  name: string
  extension: string
  /** /api/images/{name}{ext}; the client adds w and h. */
  cmsUrl: string
}

export async function fetchProductImages(
  code: string,
  signal?: AbortSignal,
): Promise<ProductImage[]> {
  const answer = await request(`/api/commerce/product/${encodeURIComponent(code)}/images`, {
    schema: productImagesResponseSchema(),
    signal,
  })
  return answer.Images.map((i) => ({ ...toImageRef(i), cmsUrl: i.CMSUrl }))
}
