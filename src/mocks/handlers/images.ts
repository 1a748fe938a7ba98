// Product and content images: generated SVGs at /api/images/{name}{ext}?w=&h=, never the internet.
import { http, HttpResponse } from 'msw'
import { renderImageSvg } from '../db/images'

export const imageHandlers = [
  http.get('*/api/images/*', ({ request }) => {
    const url = new URL(request.url)
    // The whole path below /api/images/ (a name may sit in a folder), decoded for the picture.
    const path = url.pathname.slice(url.pathname.indexOf('/api/images/') + '/api/images/'.length)
    const file = safeDecode(path.split('/').pop() || 'afbeelding')
    const name = file.replace(/\.[a-z0-9]+$/i, '')
    const width = Number(url.searchParams.get('w')) || 400
    const height = Number(url.searchParams.get('h')) || 400
    return new HttpResponse(renderImageSvg(name, width, height), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    })
  }),
]

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
