// A parcel's track & trace code: a link to its carrier's tracking page (carriers.ts), opening in a
// new tab and named for where it leads; a code of a carrier the shop does not know stays text.
import { tracking as t } from '@/messages/nl/tracking'
import { trackingLink, type Parcel } from '../carriers'

export function TrackingCode({ parcel }: { parcel: Parcel }) {
  const link = trackingLink(parcel)
  if (!link) return <span className="text-break">{parcel.code}</span>
  return (
    <a
      className="text-break"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.linkName(parcel.code, link.carrier)}
    >
      {parcel.code} <span className="small">{t.atCarrier(link.carrier)}</span>
      <svg
        className="ms-1"
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="12"
        height="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      >
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" />
      </svg>
    </a>
  )
}
