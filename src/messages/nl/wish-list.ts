// Dutch strings of the wish list: its page and the heart on every product card, a module of its own
// so a page of cards does not load the whole account domain's strings.
import { site } from '@/config/site'

export const wishListMessages = {
  pageTitle: 'Verlanglijstje',
  metaDescription: `Je verlanglijstje bij ${site.name}.`,
  heading: 'Mijn verlanglijstje',
  empty: 'Je verlanglijstje is nog leeg. Klik op het hartje bij een product om het te bewaren.',
  loading: 'Je verlanglijstje wordt geladen...',
  count: (n: number) => (n === 1 ? '1 product' : `${n} producten`),
  remove: (title: string) => `${title} verwijderen van je verlanglijstje`,
  removeShort: 'Verwijderen',
  removed: (title: string) => `${title} is verwijderd van je verlanglijstje.`,
  clear: 'Verlanglijstje leegmaken',
  clearConfirm: 'Weet je zeker dat je alle producten van je verlanglijstje wilt verwijderen?',
  clearYes: 'Ja, alles verwijderen',
  clearNo: 'Nee, bewaren',
  cleared: 'Je verlanglijstje is leeggemaakt.',
  add: (title: string) => `${title} bewaren op je verlanglijstje`,
  removeToggle: (title: string) => `${title} van je verlanglijstje halen`,
  added: (title: string) => `${title} staat op je verlanglijstje.`,
  loginFirst: 'Log in om producten op je verlanglijstje te zetten.',
  failed: 'Het verlanglijstje kon niet worden bijgewerkt. Probeer het opnieuw.',
  /** Every buyable product of the list to the cart in one batch. */
  addAll: 'Alles in winkelmandje',
  addAllFor: 'van je verlanglijstje',
} as const
