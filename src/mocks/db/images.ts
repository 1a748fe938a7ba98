// Deterministic placeholder images for the mock backend: an SVG per image name, served as /api/images/{name}{ext}.

const MIN_SIZE = 16
const MAX_SIZE = 2000

function clampSize(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)))
}

/** FNV-1a: a stable 32-bit hash so a name always gets the same colours. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** 'royal-canin-medium-adult-15-kg-2' → 'Royal canin medium adult 15 kg'. */
export function humaniseImageName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]{2,4}$/i, '')
    .replace(/^(logo|winkel|blog|recept)-/, '')
    .replace(/-\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
  return base.charAt(0).toUpperCase() + base.slice(1)
}

type Shape = 'badge' | 'can' | 'bottle' | 'bag' | 'scene' | 'box'

function shapeFor(name: string, h: number): Shape {
  const n = name.toLowerCase()
  if (n.startsWith('logo-')) return 'badge'
  if (/(verf|lak|beits|primer|voorlak)/.test(n)) return 'can'
  if (
    /(liniment|aquasafe|biotopol|spiritus|benzine|terpentine|spray|olie|balsem|gel|-ml|liter)/.test(
      n,
    )
  )
    return 'bottle'
  if (/(kg|gram|voer|brok|muesli|snack|zaden|hooi|korrel)/.test(n)) return 'bag'
  if (/^(hero|winkel|blog|recept|werken|home|nieuwsbrief|klantenkaart|kleurkiezer)/.test(n))
    return 'scene'
  return (['box', 'bag', 'bottle'] as const)[h % 3] ?? 'box'
}

/** A silhouette drawn in a 100×100 box. */
function silhouette(shape: Shape, fill: string, accent: string): string {
  switch (shape) {
    case 'badge':
      return `<circle cx="50" cy="50" r="44" fill="${fill}"/><circle cx="50" cy="50" r="34" fill="none" stroke="${accent}" stroke-width="4"/>`
    case 'can':
      return `<rect x="18" y="22" width="64" height="70" rx="6" fill="${fill}"/><ellipse cx="50" cy="22" rx="32" ry="8" fill="${accent}"/><rect x="18" y="45" width="64" height="24" fill="${accent}" opacity="0.6"/><path d="M24 20 Q50 -4 76 20" fill="none" stroke="${fill}" stroke-width="3"/>`
    case 'bottle':
      return `<rect x="42" y="4" width="16" height="12" rx="2" fill="${accent}"/><path d="M40 16 h20 v10 q14 6 14 20 v44 q0 6 -6 6 h-36 q-6 0 -6 -6 v-44 q0 -14 14 -20 z" fill="${fill}"/><rect x="30" y="50" width="40" height="26" rx="3" fill="${accent}" opacity="0.6"/>`
    case 'bag':
      return `<path d="M22 12 h56 l6 80 q0 4 -4 4 h-60 q-4 0 -4 -4 z" fill="${fill}"/><path d="M22 12 q28 10 56 0" fill="none" stroke="${accent}" stroke-width="3"/><circle cx="50" cy="54" r="16" fill="${accent}" opacity="0.6"/>`
    case 'scene':
      return `<circle cx="72" cy="28" r="12" fill="${accent}"/><path d="M0 80 Q25 50 50 72 T100 64 V100 H0 Z" fill="${fill}"/>`
    case 'box':
    default:
      return `<path d="M12 30 L50 12 L88 30 L88 78 L50 96 L12 78 Z" fill="${fill}"/><path d="M12 30 L50 48 L88 30 M50 48 V96" fill="none" stroke="${accent}" stroke-width="3"/>`
  }
}

export function renderImageSvg(name: string, width: number, height: number): string {
  const w = clampSize(width, 300)
  const h = clampSize(height, 300)
  const seed = hash(name)
  const hue = seed % 360
  const background = `hsl(${hue}, 45%, 92%)`
  const fill = `hsl(${hue}, 38%, 58%)`
  const accent = `hsl(${(hue + 40) % 360}, 45%, 42%)`

  const label = humaniseImageName(name)
  const showLabel = w >= 80 && h >= 60 && label.length > 0
  const fontSize = Math.max(10, Math.min(28, Math.round(Math.min(w, h) / 12)))
  const maxChars = Math.max(4, Math.floor((w * 0.9) / (fontSize * 0.58)))
  const shortLabel =
    label.length > maxChars ? `${label.slice(0, maxChars - 3).trimEnd()}...` : label

  const labelSpace = showLabel ? fontSize * 2 : 0
  const size = Math.max(8, Math.min(w, h - labelSpace) * 0.7)
  const scale = size / 100
  const tx = (w - size) / 2
  const ty = (h - labelSpace - size) / 2

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label || name)}">`,
    `<rect width="${w}" height="${h}" fill="${background}"/>`,
    `<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(4)})">${silhouette(shapeFor(name, seed), fill, accent)}</g>`,
  ]
  if (showLabel) {
    parts.push(
      `<text x="${(w / 2).toFixed(1)}" y="${(h - fontSize * 0.8).toFixed(1)}" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="hsl(${hue}, 30%, 28%)" text-anchor="middle">${escapeXml(shortLabel)}</text>`,
    )
  }
  parts.push('</svg>')
  return parts.join('')
}
