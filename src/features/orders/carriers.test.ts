import { describe, expect, it } from 'vitest'
import { trackingLink } from './carriers'

const parcel = { code: '3SDWK0001234567', postalCode: '3512 je', countryCode: 'NL' }

describe('trackingLink', () => {
  it("fills the carrier's template with the code, postal code and country", () => {
    expect(trackingLink({ ...parcel, carrier: 'PostNL' })).toEqual({
      carrier: 'PostNL',
      href: 'https://jouw.postnl.nl/track-and-trace/3SDWK0001234567-NL-3512JE',
    })
    expect(trackingLink({ ...parcel, carrier: 'dhl', code: 'JVGL05765432' })?.href).toBe(
      'https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=JVGL05765432',
    )
  })

  it('reads the carrier however the data writes it', () => {
    expect(trackingLink({ ...parcel, carrier: 'POST NL' })?.carrier).toBe('PostNL')
    expect(trackingLink({ ...parcel, carrier: 'BPost' })?.carrier).toBe('bpost')
  })

  it('gives no link for an unknown carrier, none named, or no code', () => {
    expect(trackingLink({ ...parcel, carrier: 'Duifpost' })).toBeNull()
    expect(trackingLink({ ...parcel, carrier: null })).toBeNull()
    expect(trackingLink({ ...parcel, carrier: 'PostNL', code: ' ' })).toBeNull()
  })

  it('never lets a code leave its place in the URL', () => {
    const href = trackingLink({ ...parcel, carrier: 'DHL', code: 'x&y=/../z' })!.href
    expect(href).toMatch(/tracking-id=x%26y%3D%2F\.\.%2Fz$/)
  })
})
