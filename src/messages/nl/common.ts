// Dutch strings shared by every screen: errors of the API layer, generic form rules, buttons.
export const common = {
  errors: {
    network:
      'Er is geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    timeout: 'De server reageert niet op tijd. Probeer het zo nog eens.',
    server: 'Er ging iets mis bij de server. Probeer het later opnieuw.',
    malformed: 'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
    notFound: 'Niet gevonden.',
    unauthorized: 'Je sessie is verlopen. Log opnieuw in.',
    generic: 'Er is iets fout gegaan.',
  },
  validation: {
    required: 'Verplicht',
    /** A text longer than its field takes (the field's limit, as the service enforces it). */
    tooLong: (max: number) => `Maximaal ${max} tekens`,
    email: 'Geen geldig emailadres',
    password: 'Geen geldig password',
    postalCode: 'Geen geldige postcode (bijvoorbeeld 1234 AB)',
    /** The postal code message for the address's country, with that country's example. */
    postalCodeFor: (countryCode: string) =>
      countryCode === 'BE' || countryCode === 'LU'
        ? 'Geen geldige postcode (4 cijfers, bijvoorbeeld 1000)'
        : countryCode === 'DE'
          ? 'Geen geldige postcode (5 cijfers, bijvoorbeeld 10115)'
          : countryCode === 'NL'
            ? 'Geen geldige postcode (bijvoorbeeld 1234 AB)'
            : 'Verplicht',
  },
  /** Default input placeholder: 'Uw ' plus the lowercase field name. */
  placeholder: (fieldName: string) => `Uw ${fieldName.toLowerCase()}`,
  actions: {
    retry: 'Opnieuw proberen',
    close: 'Sluiten',
    cancel: 'Annuleren',
    save: 'Opslaan',
    back: 'Terug',
    next: 'Volgende',
    toHome: 'Naar de homepage',
  },
  /** Read out before a struck price and the current one: 'Van € 10,00 voor € 8,00'. */
  price: {
    from: 'Van',
    to: 'voor',
    /** A family's lowest price, where its variants' prices differ (domain/price-from.ts). */
    lowest: (price: string) => `vanaf ${price}`,
  },
  loading: 'Bezig met laden...',
  offline: 'Je bent offline. Sommige functies werken pas weer als je verbinding hebt.',
  online: 'Je bent weer online.',
} as const
