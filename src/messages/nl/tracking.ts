// Dutch strings of a parcel's track & trace link (an order's page, "Volg je bestelling").
export const tracking = {
  /** Visible after the code: which carrier's page the link opens. */
  atCarrier: (carrier: string) => `bij ${carrier}`,
  /** The link's name: where it leads, and that it opens a new tab. */
  linkName: (code: string, carrier: string) =>
    `Volg zending ${code} bij ${carrier} (opent in een nieuw tabblad)`,
} as const
