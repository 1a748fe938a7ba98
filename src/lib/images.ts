// Image URLs of the image service: /api/images/{name}{ext}?w=&h=, and the spec's standard sizes.
export const imageSizes = {
  thumb: { width: 44, height: 48 },
  list: { width: 184, height: 134 },
  detail: { width: 359, height: 477 },
} as const

export type ImageSize = keyof typeof imageSizes

export function imageUrl(name: string, extension: string, width: number, height: number): string {
  const ext = extension ? (extension.startsWith('.') ? extension : `.${extension}`) : ''
  return `/api/images/${encodeURIComponent(name)}${ext}?w=${width}&h=${height}`
}
