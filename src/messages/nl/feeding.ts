// Dutch strings of a food page's sections (what is in it, the feeding advice), the feeding
// calculator and "Mijn dieren". Apart from catalogue.ts: the calculator and "Mijn dieren" load
// only when a food page shows them.
export const food = {
  sections: {
    composition: 'Samenstelling',
    constituents: 'Analytische bestanddelen',
    feedingTable: 'Voedingsadvies',
    feedingCaption: 'Hoeveel per dag, naar het gewicht van je dier',
    weightColumn: 'Gewicht van je dier',
    gramsColumn: 'Per dag',
    row: (kg: string, grams: number) => [`${kg} kg`, `${grams} g`] as const,
    lifeStage: 'Levensfase',
    needs: 'Geschikt voor',
    forSpecies: (species: string) => `Voor: ${species.toLowerCase()}`,
  },
  calculator: {
    heading: 'Hoeveel geef ik?',
    intro: 'Vul het gewicht van je dier in. We rekenen met het voedingsadvies hierboven.',
    weight: 'Gewicht van je dier (kg)',
    weightHint: (min: string, max: string) => `Bijvoorbeeld 4,5. Tussen ${min} en ${max} kg.`,
    /** Under the calculator's field: the weights this food's feeding advice covers. */
    tableHint: (min: string, max: string) =>
      `Bijvoorbeeld 4,5. Het voedingsadvies van dit voer gaat van ${min} tot ${max} kg.`,
    calculate: 'Bereken',
    notANumber: 'Vul het gewicht in als getal, bijvoorbeeld 4,5.',
    outOfRange: (min: string, max: string) => `Vul een gewicht tussen ${min} en ${max} kg in.`,
    /**
     * The calculator's field: a weight no pet of this species has (the field's limits), told apart
     * from the weights this food's feeding advice covers (the hint the error replaces).
     */
    outOfRangeForFood: (
      species: string,
      min: string,
      max: string,
      adviceMin: string,
      adviceMax: string,
    ) =>
      `Vul het gewicht in kg in: een ${species.toLowerCase()} weegt tussen ${min} en ${max} kg. Het voedingsadvies van dit voer gaat van ${adviceMin} tot ${adviceMax} kg.`,
    empty: 'Vul het gewicht van je dier in.',
    perDay: (grams: number) => `${grams} gram per dag`,
    perDayFor: (kg: string) => `voor een dier van ${kg} kg`,
    perDayForPet: (name: string, kg: string) => `voor ${name} (${kg} kg)`,
    /** `bag` as the product's content says it ("2 kg"); 0 days: not enough for one whole day. */
    bagLasts: (container: 'zak' | 'verpakking', bag: string, days: number) =>
      days === 0
        ? `Deze ${container} van ${bag} is niet genoeg voor een hele dag.`
        : `Deze ${container} van ${bag} gaat ongeveer ${days === 1 ? '1 dag' : `${days} dagen`} mee.`,
    noBag: 'Hoe lang deze verpakking meegaat, kunnen we niet uitrekenen: de inhoud is onbekend.',
    outside: (min: string, max: string, kg: string) =>
      `Het voedingsadvies van dit voer gaat van ${min} tot ${max} kg. Voor ${kg} kg geeft het geen hoeveelheid: vraag het je dierenarts.`,
    advice: 'Een richtlijn: let op het gewicht van je dier en pas de hoeveelheid zo nodig aan.',
    pet: 'Voor welk dier?',
    otherWeight: 'Ander gewicht',
    loading: 'Rekenhulp laden...',
  },
  pets: {
    heading: 'Mijn dieren',
    deviceOnly: 'Alleen op dit apparaat bewaard. Er gaat niets naar ons toe.',
    empty: 'Je hebt nog geen dieren bewaard.',
    manage: 'Mijn dieren beheren',
    add: 'Dier toevoegen',
    save: 'Opslaan',
    cancel: 'Annuleren',
    change: 'Wijzigen',
    remove: 'Verwijderen',
    changeFor: (name: string) => `${name} wijzigen`,
    removeFor: (name: string) => `${name} verwijderen`,
    name: 'Naam',
    species: 'Diersoort',
    weight: 'Gewicht (kg)',
    nameMissing: 'Vul de naam van je dier in.',
    nameTooLong: 'Een naam is hoogstens 30 tekens.',
    saved: (name: string) => `${name} is bewaard op dit apparaat.`,
    removed: (name: string) => `${name} is verwijderd.`,
    line: (name: string, species: string, kg: string) =>
      `${name} · ${species.toLowerCase()} · ${kg} kg`,
    saveWeight: (name: string) => `Bewaar als gewicht van ${name}`,
    full: 'Je kunt hoogstens 10 dieren bewaren.',
  },
} as const
