// Dutch strings about the stores that several features show: whether a store is open now, when an
// order is ready there, the distance and the shopper's location (stores pages and Click & Collect).

/** Day names inside a sentence ('opent maandag'), by DayOfWeek (0 = zondag). */
const weekdays = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag']

/** 'vandaag', 'morgen' or the day's name, for a day `daysAhead` after today (its weekday 0–6). */
function dayWord(daysAhead: number, weekday: number): string {
  if (daysAhead === 0) return 'vandaag'
  if (daysAhead === 1) return 'morgen'
  return weekdays[weekday] ?? ''
}

export const stores = {
  dayWord,
  /** The store is open at this moment. */
  openUntil: (time: string) => `Nu open, tot ${time}`,
  /** Closed now, and when it opens again. */
  closedUntil: (daysAhead: number, weekday: number, time: string) =>
    `Gesloten, opent ${dayWord(daysAhead, weekday)} om ${time}`,
  /** Closed now, and no opening hours in the coming week. */
  closed: 'Gesloten',
  /** A Click & Collect order placed now can be picked up from then. */
  readyFrom: (daysAhead: number, weekday: number, time: string) =>
    `Klaar vanaf ${dayWord(daysAhead, weekday)} ${time}`,
  /** Before a distance ('3,2 km'), for screen readers. */
  distance: 'Afstand',
  location: {
    use: 'Gebruik mijn locatie',
    locating: 'Je locatie wordt bepaald...',
    sorted: 'De winkels staan nu op afstand, de dichtstbijzijnde eerst.',
    denied:
      'Je hebt je locatie niet gedeeld, dus de winkels staan in de gewone volgorde. Wil je ze toch op afstand zien? Sta het delen van je locatie toe in je browser en probeer het opnieuw.',
    unavailable:
      'We konden je locatie niet bepalen, dus de winkels staan in de gewone volgorde. Probeer het later opnieuw.',
  },
  pickup: {
    /** The Click & Collect choice shows a few stores first. */
    showAll: (n: number) => `Toon alle winkels (${n})`,
    showFewer: 'Toon minder winkels',
  },
} as const
