// Dutch strings of "Bijna op?": the home rail, the account block, the cart's "Vergeet je dit
// niet?", the calendar reminder and the cart-fill link's page. Apart from cart.ts and account.ts,
// so they load only with the pages that show them.
const pieces = (n: number) => (n === 1 ? '1 stuk' : `${n} stuks`)

export const runningOut = {
  heading: 'Bijna op?',
  intro: 'Volgens je eerdere bestellingen raken deze producten binnenkort op.',
  /** When the product probably runs out; `day` as 'vrijdag 5 december'. */
  when: {
    soon: (day: string) => `Waarschijnlijk op rond ${day}`,
    today: 'Waarschijnlijk vandaag op',
    overdue: 'Waarschijnlijk al op',
  },
  /** A food bought once: its expected day comes from the feeding table and this pet's weight. */
  fedBy: (petName: string) => `berekend met het gewicht van ${petName}`,
  /** How often the customer orders it. */
  rhythm: (days: number) =>
    days < 14
      ? `Je bestelt dit ongeveer elke ${Math.round(days)} dagen`
      : `Je bestelt dit ongeveer elke ${Math.round(days / 7)} weken`,
  lastTime: (quantity: number) => `Vorige keer: ${pieces(quantity)}`,
  inStock: 'Op voorraad',
  fewLeft: (stock: number) => `Nog ${stock} op voorraad`,
  soldOut: 'Uitverkocht',
  alternatives: 'Misschien iets voor je:',
  add: 'In winkelmandje',
  /** Said to screen readers after "In winkelmandje" and a space. */
  addFor: (quantity: number, name: string) => `(${pieces(quantity)} ${name})`,
  addAll: 'Alles in winkelmandje',
  addAllFor: '(alles wat bijna op is)',
  later: 'Later',
  never: 'Niet meer voorstellen',
  /** The rest of the accessible name of "Later", "Niet meer voorstellen" and "Weer voorstellen". */
  choiceFor: (name: string) => `: ${name}`,
  laterDone: (name: string, day: string) => `${name} zie je hier weer na ${day}.`,
  neverDone: (name: string) =>
    `${name} stellen we niet meer voor. Je kunt dit terugdraaien in Mijn account.`,
  /** The same, said in the account block, where the undo is right below. */
  neverDoneHere: (name: string) =>
    `${name} stellen we niet meer voor. Hieronder kun je dit terugdraaien.`,
  calendar: {
    button: 'Zet in mijn agenda',
    buttonFor: (day: string) => `: herinnering op ${day}`,
    summary: (names: readonly string[]) => `Bijna op: ${names.join(', ')}`,
    description: (lines: readonly string[], link: string) =>
      `Volgens je eerdere bestellingen raken deze producten rond vandaag op:\n${lines.join('\n')}\n\nIn je winkelmandje (je bevestigt eerst): ${link}`,
    line: (quantity: number, name: string) => `${quantity} × ${name}`,
    fileName: (date: string) => `bijna-op-${date}.ics`,
  },
  account: {
    heading: 'Bijna op?',
    intro: 'Volgens je eerdere bestellingen raken deze producten binnenkort op.',
    nothingDue: 'Volgens je eerdere bestellingen raakt er op dit moment niets op.',
    loading: 'Je bestellingen worden bekeken...',
    hiddenHeading: 'Niet meer voorgesteld',
    undo: 'Weer voorstellen',
    undone: (name: string) => `${name} stellen we weer voor als het bijna op is.`,
  },
  cart: {
    heading: 'Vergeet je dit niet?',
  },
  fill: {
    title: 'Producten in je winkelmandje',
    metaDescription: 'Zet de producten uit je herinnering in je winkelmandje.',
    intro: 'Met deze link zet je deze producten in je winkelmandje. Klopt dit?',
    loading: 'Producten laden...',
    quantity: (quantity: number) => `Aantal: ${quantity}`,
    colour: (name: string) => `Kleur: ${name}`,
    confirm: 'Ja, in winkelmandje',
    confirmFor: '(de producten uit deze link)',
    cancel: 'Niet toevoegen',
    toCart: 'Naar je winkelmandje',
    refusedHeading: 'Deze link kunnen we niet gebruiken',
    nothingAdded: 'Er is niets aan je winkelmandje toegevoegd.',
    toHome: 'Naar de homepage',
    problems: {
      empty: 'De link noemt geen producten.',
      tooMany: (count: number, max: number) =>
        `De link noemt ${count} producten; een link mag er hoogstens ${max} noemen.`,
      malformed: (part: string) => `“${part}” is geen product met een aantal.`,
      quantity: (name: string, quantity: number, max: number) =>
        `${name}: het aantal ${quantity} kan niet, het moet tussen 1 en ${max} liggen.`,
      duplicate: (name: string) => `${name} staat twee keer in de link.`,
      unknown: (name: string) => `${name} kennen we niet (meer).`,
      productId: (id: number) => `Product ${id}`,
    },
  },
} as const
