// The carriers' tracking pages: the one place their URLs are written. An order (or the answer of
// "Volg je bestelling") names its carrier and its track & trace code; the link follows from the
// carrier's template, filled with the code and the address's postal code and country. A carrier
// the shop does not know gets no link: its code is shown as text.

/** A parcel as the pages know it. */
export interface Parcel {
  /** The carrier as the order's data names it ('PostNL', 'DHL', …), or null. */
  carrier: string | null
  code: string
  /** The postal code the parcel goes to, as typed ('3512 JE'). */
  postalCode: string
  countryCode: string
}

/** Each carrier's name as shown, and its tracking page with {code}, {postalCode}, {country}. */
const carriers = {
  postnl: {
    name: 'PostNL',
    url: 'https://jouw.postnl.nl/track-and-trace/{code}-{country}-{postalCode}',
  },
  dhl: {
    name: 'DHL',
    url: 'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id={code}',
  },
  dpd: { name: 'DPD', url: 'https://tracking.dpd.de/status/nl_NL/parcel/{code}' },
  bpost: {
    name: 'bpost',
    url: 'https://track.bpost.cloud/btr/web/#/search?lang=nl&itemCode={code}&postalCode={postalCode}',
  },
} as const satisfies Record<string, { name: string; url: string }>

type CarrierKey = keyof typeof carriers

function carrierKey(carrier: string | null): CarrierKey | null {
  const key = carrier?.toLowerCase().replace(/[^a-z]/g, '') ?? ''
  return key in carriers ? (key as CarrierKey) : null
}

export interface TrackingLink {
  /** The carrier's name as shown ('PostNL'). */
  carrier: string
  href: string
}

/** The carrier's tracking page for this parcel, or null for an unknown carrier or no code. */
export function trackingLink(parcel: Parcel): TrackingLink | null {
  const key = carrierKey(parcel.carrier)
  const code = parcel.code.trim()
  if (!key || code === '') return null
  const values: Record<string, string> = {
    code,
    postalCode: parcel.postalCode.replace(/\s+/g, '').toUpperCase(),
    country: parcel.countryCode.toUpperCase(),
  }
  const href = carriers[key].url.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  )
  return { carrier: carriers[key].name, href }
}
