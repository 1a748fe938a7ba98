// The image reference both services send (products, stores, blog posts, recipes, the cart's lines,
// brand logos, content banners and blocks): a file name and its extension (lib/images builds the URL). One contract, one mapper.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'

export const imageRefDtoSchema = lazy(() =>
  z.object({ Name: z.string(), FileExtension: z.string() }),
)
export type ImageRefDto = z.infer<ReturnType<typeof imageRefDtoSchema>>

export interface ImageRef {
  name: string
  extension: string
}

export const toImageRef = (dto: ImageRefDto): ImageRef => ({
  name: dto.Name,
  extension: dto.FileExtension,
})

/** An optional image reference: null when the service sends none. */
export const imageOf = (dto: ImageRefDto | null | undefined): ImageRef | null =>
  dto ? toImageRef(dto) : null
