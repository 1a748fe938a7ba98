// Dutch strings of the app shell: header, footer, modals, cookie prompt, error pages.
import { site } from '@/config/site'

export const shell = {
  skipLink: 'Direct naar de inhoud',
  session: {
    /** The services ended the session (logged out on another device, password or e-mail changed). */
    ended: 'Je bent uitgelogd, omdat je sessie is beëindigd. Log opnieuw in om verder te gaan.',
  },
  // Shown when a new release's service worker waits (src/app/layouts/update-prompt.tsx).
  update: {
    available: 'Nieuwe versie beschikbaar',
    reload: 'Nieuwe versie laden',
  },
  header: {
    homeLink: `${site.name}, naar de homepage`,
    login: 'Inloggen',
    accountMenu: (firstName: string) => `Account van ${firstName}`,
    accountLinks: {
      account: 'Mijn account',
      orders: 'Mijn bestellingen',
      invoices: 'Mijn facturen',
      wishList: 'Verlanglijstje',
      vouchers: 'Vouchers',
      logout: 'Uitloggen',
    },
    loggedOut: 'Je bent uitgelogd.',
    menu: 'Menu',
    openMenu: 'Menu openen',
    categories: 'Categorieën',
    topMenu: 'Service',
    uspLabel: 'Voordelen',
    allCategories: 'Alle categorieën',
    offers: 'Aanbiedingen',
    /** The desktop category menu's disclosure button of a main category. */
    subcategories: (category: string) => `${category}: subcategorieën`,
    /** The phone menu: a drill-down through the category tree, one level at a time. */
    mobileMenu: {
      back: 'Terug',
      all: (category: string) => `Alles in ${category}`,
      greeting: (firstName: string) => `Hallo ${firstName}`,
      brands: 'Merken',
      colourPicker: 'Kleurkiezer',
      diyGuide: 'Kluswijzer',
    },
  },
  breadcrumb: { label: 'Kruimelpad', home: 'Home' },
  footer: {
    newsletterTitle: 'Nieuwsbrief',
    newsletterText: 'Ontvang als eerste onze aanbiedingen, tips en nieuwtjes.',
    contactTitle: 'Contactgegevens',
    paymentTitle: 'Veilig betalen met',
    copyright: (year: number) => `© ${year} ${site.name}. Alle rechten voorbehouden.`,
    footerMenu: 'Footermenu',
  },
  cookies: {
    title: 'Cookies',
    text: 'Wij gebruiken functionele cookies om de webshop te laten werken. Met jouw toestemming gebruiken we ook analytische cookies om de winkel te verbeteren.',
    accept: 'Alle cookies accepteren',
    reject: 'Alleen noodzakelijke cookies',
    more: 'Meer over cookies',
  },
  modals: {
    login: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten',
    newsletter: 'Nieuwsbrief',
  },
  error: {
    notFound: 'De pagina kan niet worden gevonden',
    /** The not-found page's ways on: a search, the main categories and a few popular pages. */
    searchTitle: 'Zoek in de webshop',
    categoriesTitle: 'Bekijk onze categorieën',
    popularTitle: 'Populair',
    popular: {
      offers: 'Aanbiedingen',
      brands: 'Merken',
      stores: 'Winkels',
      service: 'Klantenservice',
    },
    generic: 'Er is iets fout gegaan.',
    toHome: 'Terug naar de homepage',
    reload: 'Pagina opnieuw laden',
    statusLabel: (status: number) => `Foutcode ${status}`,
    fallbackTitle: 'Something went wrong',
    fallbackLink: 'Back to the home page',
  },
  loadingBar: 'Pagina wordt geladen',
  checkout: {
    title: 'Afrekenen',
    clickCollect: 'Click & Collect',
    orderComplete: 'Bestelling geplaatst',
    secure: 'Veilig afrekenen',
    backToCart: 'Terug naar winkelmandje',
  },
  apiTest: {
    title: 'API-test',
    intro:
      'Deze pagina roept elk endpoint aan en controleert of het antwoord past bij het contract van de webshop.',
    run: 'Alles opnieuw testen',
    endpoint: 'Endpoint',
    status: 'Status',
    time: 'Tijd',
    contract: 'Contract',
    ok: 'Klopt',
    mismatch: 'Wijkt af',
    failed: 'Mislukt',
    pending: 'Bezig',
    /** A single call through the shop's own HTTP client, to see which headers go where. */
    probe: {
      heading: 'Eigen aanroep',
      address: 'Adres (pad of volledige URL)',
      send: 'Aanroepen',
      answered: (status: number) => `Antwoord ${status}`,
      refused: (message: string) => `Geweigerd: ${message}`,
    },
  },
} as const
