// Image URLs of the image service: /api/images/{name}{ext}?w=&h=, and the spec's standard sizes.
export const imageSizes = {
  thumb: { width: 44, height: 48 },
  list: { width: 184, height: 134 },
  detail: { width: 359, height: 477 },
} as const

export type ImageSize = keyof typeof imageSizes

/**
 * Raster formats the shop shows. Anything else from the service ('.svg', '.html', '.jpg/../x') is
 * left off, so an image URL never points at a document or a path of the service's choosing.
 */
const imageExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const

function safeImageExtension(extension: string): string {
  const ext = (extension.startsWith('.') ? extension : `.${extension}`).toLowerCase()
  return (imageExtensions as readonly string[]).includes(ext) ? ext : ''
}

export function imageUrl(name: string, extension: string, width: number, height: number): string {
  const ext = extension ? safeImageExtension(extension) : ''
  return `/api/images/${encodeURIComponent(name)}${ext}?w=${width}&h=${height}`
}
