// The recipe source marks (msc-lister, demeter) as a small logo with alt text plus a visible label.
// The logos are inline SVG so they need no request and are never missing.
import type { RecipeSourceType } from '@/api/aspos/recipes'
import { content as messages } from '@/messages/nl/content'

const LOGO = {
  'msc-lister': { text: 'MSC', fill: '#0057a0' },
  demeter: { text: 'Demeter', fill: '#b3541e' },
} as const

export function SourceMark({ source }: { source: RecipeSourceType }) {
  const m = messages.recipes.sources[source]
  const logo = LOGO[source]
  return (
    <div className="source-mark">
      <svg width="64" height="64" viewBox="0 0 64 64" role="img" aria-label={m.alt}>
        <circle cx="32" cy="32" r="30" fill={logo.fill} />
        <text
          x="32"
          y="37"
          textAnchor="middle"
          fontSize={logo.text.length > 3 ? 11 : 16}
          fontWeight="700"
          fill="#ffffff"
        >
          {logo.text}
        </text>
      </svg>
      <div>
        <p className="fw-semibold mb-1">{m.label}</p>
        <p className="small mb-0">{m.text}</p>
      </div>
    </div>
  )
}
