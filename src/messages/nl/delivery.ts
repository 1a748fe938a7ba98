// Dutch strings of the delivery promise (domain/delivery-promise.ts): when an order made now is at
// the door, the countdown to the cut-off, the e-mailed gift card and the Click & Collect pickup.
// The USP bar's text takes the one cut-off constant (DELIVERY_CUT_OFF) as its parameter.

const weekdays = [
  'zondag',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
] as const

const months = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const

export const delivery = {
  /**
   * The USP bar's promise: a claim true at every hour (the bar is in the static first screen, so
   * it cannot name a day); the product page, the cart and the checkout name the day.
   */
  usp: (cutOff: string) => `Voor ${cutOff} besteld: de bezorgdag staat bij elk product`,
  /**
   * The standard terms in Nederland (the shipping page and the FAQ): what the promise computes, in
   * words that hold for every product, the slower ones included.
   */
  nlTerms: (cutOff: string) =>
    `Voor ${cutOff} besteld: de eerstvolgende bezorgdag, of later als bij het product een langere levertijd staat`,
  /** A product's Leveringstijd field for the standard promise (the mock's seed). */
  inStockUsp: (cutOff: string) =>
    `Op voorraad, voor ${cutOff} besteld, de eerstvolgende bezorgdag in huis`,
  weekdays,
  months,
  /** 'vrijdag 28 november' */
  date: (weekday: number, day: number, month: number) =>
    `${weekdays[weekday] ?? ''} ${day} ${months[month - 1] ?? ''}`,
  /** 'maandag 1 en dinsdag 2 december': two days of one month. */
  twoDatesOfMonth: (
    fromWeekday: number,
    fromDay: number,
    toWeekday: number,
    toDay: number,
    month: number,
  ) =>
    `${weekdays[fromWeekday] ?? ''} ${fromDay} en ${weekdays[toWeekday] ?? ''} ${toDay} ${months[month - 1] ?? ''}`,
  on: (date: string) => `Vandaag besteld, ${date} in huis`,
  between: (dates: string) => `Vandaag besteld, tussen ${dates} in huis`,
  /** 'tussen vrijdag 28 november en dinsdag 2 december' */
  and: (from: string, to: string) => `${from} en ${to}`,
  /** The country groups of home delivery (domain/shipping-zones.ts). */
  zones: {
    nl: 'Nederland',
    benelux: 'België en Luxemburg',
    near: 'Duitsland, Frankrijk en Oostenrijk',
    eu: 'Overige landen van de Europese Unie',
  },
  /** An order's expected delivery day (order complete, the order page). */
  expectedOn: (date: string) => `Verwacht op ${date}`,
  expectedBetween: (dates: string) => `Verwacht tussen ${dates}`,
  /** A gift card by e-mail (a virtual product). */
  direct: 'Vandaag besteld, direct in je mailbox',
  /** Under four hours before the cut-off. */
  countdown: (hours: number, minutes: number) =>
    hours === 0 && minutes === 0
      ? 'Nog minder dan een minuut'
      : hours === 0
        ? `Nog ${minutes} min`
        : minutes === 0
          ? `Nog ${hours} uur`
          : `Nog ${hours} uur en ${minutes} min`,
  /** What the countdown counts down to, for screen readers. */
  countdownHint: (cutOff: string) => `om voor ${cutOff} te bestellen`,
  today: 'Vandaag',
  tomorrow: 'Morgen',
  /** 'Zaterdag 29 november' at the start of a sentence. */
  capitalised: (text: string) => text.charAt(0).toUpperCase() + text.slice(1),
  /** 'Vandaag vanaf 16:00 op te halen in Dier & Ruiter Utrecht' */
  pickup: (when: string, time: string, store: string) =>
    `${when} vanaf ${time} op te halen in ${store}`,
} as const
