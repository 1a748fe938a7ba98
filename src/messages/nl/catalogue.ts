// Dutch strings of the catalogue domain: listings, filters, product cards and detail, brands, colour picker.
const products = (count: number) => (count === 1 ? '1 product' : `${count} producten`)

export const catalogue = {
  pricing: {
    /** Loyalty discount label from Name, LoyaltyPoints and Description. */
    loyaltyLabel: (name: string, points: number | null, description: string) =>
      [name, description].filter((part) => part.trim()).join(': ') +
      (points != null && points > 0 ? ` (${points} punten)` : ''),
    staffelLabel: (minQuantity: number, percentage: number) =>
      minQuantity === 2
        ? `2 stuks: ${percentage}% korting`
        : `Vanaf ${minQuantity} stuks ${percentage}% korting`,
    staffelPrice: (newPriceCents: string) => `${newPriceCents} per stuk`,
    listPrice: 'Adviesprijs',
    webPrice: 'Webprijs',
    colorSurtax: 'Kleurtoeslag',
    /** Under a colour product's price, which holds the surtax it always pays. */
    colourSurtaxIncluded: (surtax: string) => `Inclusief ${surtax} kleurtoeslag`,
    depositIncluded: (amount: string) => `Inclusief ${amount} statiegeld`,
    perKg: 'per kg',
    /** Eenheidsprijs (price per kg or liter) from the product's contents. */
    unitPrice: (price: string, unit: 'kg' | 'l') =>
      `${price} per ${unit === 'kg' ? 'kg' : 'liter'}`,
    /** The loyalty price, as an advantage for card holders only. */
    loyaltyPrice: (price: string) => `${price} met klantenkaart`,
  },
  badges: {
    discount: (percentage: number) => `-${percentage}%`,
    discountLabel: (percentage: number) => `${percentage}% korting`,
    sale: 'Actie',
    isNew: 'Nieuw',
    outOfStock: 'Uitverkocht',
    virtual: 'Digitaal',
  },
  card: {
    image: (title: string) => title,
    brand: 'Merk',
  },
  listing: {
    count: (count: number) => products(count),
    loading: 'Producten laden...',
    updating: 'Producten worden bijgewerkt...',
    allProducts: 'Alle producten',
    offers: 'Aanbiedingen',
    offersIntro: 'Profiteer van onze scherpste prijzen en tijdelijke acties.',
    searchTitle: (term: string) => `Zoekresultaten voor ‘${term}’`,
    searchCount: (count: number, term: string) => `${products(count)} gevonden voor ‘${term}’`,
    subcategories: 'Subcategorieën',
    results: 'Zoekresultaten',
    productList: 'Producten',
    empty: {
      title: 'Geen producten gevonden',
      filtered: 'Er zijn geen producten die aan je filters voldoen.',
      clearFilters: 'Alle filters wissen',
      category: 'In deze categorie zijn op dit moment geen producten.',
      search: (term: string) =>
        `We hebben geen producten gevonden voor ‘${term}’. Controleer de spelling of zoek op een ander woord.`,
      offers: 'Er zijn op dit moment geen aanbiedingen.',
      brand: 'Van dit merk zijn op dit moment geen producten.',
      pageOutOfRange: 'Deze pagina bestaat niet (meer).',
      toFirstPage: 'Naar de eerste pagina',
      toBrands: 'Bekijk alle merken',
      toOffers: 'Bekijk de aanbiedingen',
      toAll: 'Bekijk alle producten',
      toHome: 'Naar de homepage',
      /** A search without results: "Bedoelde je {term}?", the term a link to its search. */
      didYouMean: 'Bedoelde je',
      categoriesTitle: 'Bekijk onze categorieën',
      serviceTitle: 'Hulp nodig?',
      serviceText: 'Onze klantenservice helpt je graag het juiste product te vinden.',
      toContact: 'Neem contact op met de klantenservice',
      toFaq: 'Bekijk de veelgestelde vragen',
    },
    categoryNotFound: 'Deze categorie bestaat niet (meer).',
  },
  filters: {
    title: 'Filters',
    toggle: 'Filters',
    show: 'Filters tonen',
    hide: 'Filters verbergen',
    activeCount: (count: number) => (count === 1 ? '1 filter actief' : `${count} filters actief`),
    brand: 'Merk',
    price: 'Prijs',
    minPrice: 'Prijs van (€)',
    maxPrice: 'Prijs tot (€)',
    applyPrice: 'Prijs toepassen',
    priceRange: (min: string, max: string) => `Prijzen van ${min} tot ${max}`,
    invalidPrice: 'Vul een geldig bedrag in (bijvoorbeeld 12,50).',
    minAboveMax: 'De minimumprijs is hoger dan de maximumprijs.',
    other: 'Overig',
    isNew: 'Alleen nieuwe producten',
    inStock: 'Alleen op voorraad',
    clear: 'Alle filters wissen',
    noBrands: 'Geen merken om op te filteren.',
    /** The filter groups from product Fields, by Field code (food: life stage and needs). */
    fieldTitles: { Levensfase: 'Levensfase', Behoeften: 'Speciale behoeften' } as Record<
      string,
      string
    >,
    showMore: (hidden: number) => `Toon meer (${hidden})`,
    showFewer: 'Toon minder',
    brandCount: (name: string, count: number) => `${name} (${count})`,
    /** The chosen filters as removable chips, above the products and in the filter sheet. */
    chosen: 'Gekozen filters',
    removeChosen: (label: string) => `Filter ${label} verwijderen`,
    clearAll: 'Wis alles',
    priceFrom: (min: string) => `Vanaf ${min}`,
    priceUpTo: (max: string) => `Tot ${max}`,
    priceBetween: (min: string, max: string) => `${min} – ${max}`,
    /** The phone's filter sheet. */
    open: 'Filters',
    showProducts: (count: number) =>
      count === 0 ? 'Geen producten' : count === 1 ? 'Toon 1 product' : `Toon ${count} producten`,
    counting: 'Producten tellen...',
    sheetCount: (count: number) =>
      count === 1 ? 'Met deze filters: 1 product' : `Met deze filters: ${count} producten`,
  },
  sort: {
    label: 'Sorteren op',
    relevance: 'Relevantie',
    'price-asc': 'Prijs oplopend',
    'price-desc': 'Prijs aflopend',
    name: 'Naam (A-Z)',
    new: 'Nieuwste eerst',
  },
  pagination: {
    label: 'Paginering',
    previous: 'Vorige',
    next: 'Volgende',
    page: (page: number) => `Pagina ${page}`,
    pageOf: (page: number, count: number) => `Pagina ${page} van ${count}`,
  },
  product: {
    notFound: 'Dit product kunnen we niet vinden.',
    notFoundHint:
      'Misschien is het niet meer leverbaar. Zoek een alternatief of bekijk onze aanbiedingen.',
    brand: 'Merk',
    gallery: 'Productafbeeldingen',
    showImage: (index: number, count: number) => `Toon afbeelding ${index} van ${count}`,
    /** The full-screen viewer of the product's images. */
    enlarge: (index: number, count: number) =>
      count > 1
        ? `Afbeelding ${index} van ${count} op volledig scherm bekijken`
        : 'Afbeelding op volledig scherm bekijken',
    viewerTitle: (title: string) => `Afbeeldingen van ${title}`,
    imageOf: (index: number, count: number) => `Afbeelding ${index} van ${count}`,
    previousImage: 'Vorige afbeelding',
    nextImage: 'Volgende afbeelding',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    viewerHelp:
      'Veeg of gebruik de pijltjestoetsen voor de andere afbeeldingen; knijp, dubbeltik of gebruik de knoppen om in te zoomen.',
    image: (title: string, index: number) =>
      index === 1 ? title : `${title}, afbeelding ${index}`,
    alcoholNotice: 'Je moet 18 jaar of ouder zijn om dit product te kopen',
    inStock: 'Op voorraad',
    deliveryTime: 'Leveringstijd',
    virtual: 'Digitaal product: je ontvangt het per e-mail.',
    variants: 'Uitvoering',
    variantsLabel: 'Kies een uitvoering',
    currentVariant: '(gekozen)',
    parent: 'Alle uitvoeringen',
    description: 'Omschrijving',
    specifications: 'Specificaties',
    ean: 'EAN-code',
    articleNumber: 'Artikelnummer',
    contents: 'Inhoud',
    vat: 'Btw',
    vatValue: (percentage: number) => `${percentage}%`,
    certs: 'Keurmerken',
    protectionLevel: 'Beschermingsniveau',
    kits: 'Dit product bevat',
    kitLine: (quantity: number, description: string) => `${quantity} x ${description}`,
    kitDeposit: 'statiegeld',
    storePrices: 'Prijs in onze winkels',
    /** Why a store's price may differ from the one on this page. */
    storePricesWhy:
      'In onze winkels gelden eigen prijzen en acties. Daarom kan de prijs in een winkel afwijken van de prijs in de webshop.',
    storeCheaper: (difference: string) => `${difference} lager dan in de webshop`,
    storeDearer: (difference: string) => `${difference} hoger dan in de webshop`,
    storeSamePrice: 'Zelfde prijs als in de webshop',
    storePricesLoading: 'Winkels laden...',
    store: 'Winkel',
    price: 'Prijs',
    /** Beside a sold-out product's buy box: what can be bought instead. */
    alternatives: 'Deze zijn wel op voorraad',
    related: 'Dit vind je misschien ook leuk',
    rating: (rating: string) => `Beoordeling: ${rating} van 5`,
    loyalty: 'Klantenkaartvoordeel',
    chooseColour: 'Kies je kleur in de kleurkiezer',
    chooseColourShort: 'Kies je kleur',
    chooseVariantShort: 'Kies een uitvoering',
    chooseVariant: 'Kies eerst een uitvoering om dit product te bestellen.',
    colours: (count: number) => `Verkrijgbaar in ${count} kleuren`,
  },
  /** The choice on a family's product page: a size, a bag size or another version (issue 51). */
  variantChoice: {
    legend: { size: 'Kies je maat', bag: 'Kies de inhoud', other: 'Kies een uitvoering' },
    chooseShort: { size: 'Kies je maat', bag: 'Kies de inhoud', other: 'Kies een uitvoering' },
    chooseFirst: {
      size: 'Kies eerst je maat om dit product te bestellen.',
      bag: 'Kies eerst de inhoud om dit product te bestellen.',
      other: 'Kies eerst een uitvoering om dit product te bestellen.',
    },
    /** The URL named a variant this family no longer has. */
    missing: {
      size: 'Deze maat is niet meer leverbaar. Kies een andere maat.',
      bag: 'Deze inhoud is niet meer leverbaar. Kies een andere inhoud.',
      other: 'Deze uitvoering is niet meer leverbaar. Kies een andere uitvoering.',
    },
    inStock: 'Op voorraad',
    few: (count: number) => `Nog ${count}`,
    soldOut: 'Uitverkocht',
    sizeGuide: {
      open: 'Maattabel',
      title: 'Maattabel',
      /** When the family says no way to measure of its own. */
      measure: 'Meet met een zacht meetlint; zit je tussen twee maten, kies dan de grotere.',
      size: 'Maat',
    },
  },
  /** The last products opened on this device (stores/recently-viewed-store.ts). */
  recentlyViewed: {
    heading: 'Onlangs bekeken',
    loading: 'Onlangs bekeken producten worden geladen...',
  },
  brands: {
    title: 'Merken',
    intro: 'Bij ons vind je de bekende merken voor dier, paard, huis en tuin.',
    main: 'Topmerken',
    all: 'Alle merken van A tot Z',
    letters: 'Spring naar letter',
    collections: 'Collecties',
    notFound: 'Dit merk kunnen we niet vinden.',
    collectionNotFound: 'Deze collectie kunnen we niet vinden.',
    logo: (name: string) => `Logo van ${name}`,
    products: (name: string) => `Producten van ${name}`,
    allOfBrand: (name: string) => `Alles van ${name}`,
  },
  colourPicker: {
    title: 'Kleurkiezer',
    intro:
      'Kies een kleurfamilie en een tint, en zie direct in welke verf en lak we die kleur mengen.',
    family: 'Kleurfamilie',
    shade: 'Tint',
    chosen: (name: string) => `Gekozen kleur: ${name}`,
    noneChosen: 'Kies eerst een tint.',
    productsIn: (name: string) => `Verkrijgbaar in ${name}`,
    count: (count: number, name: string) => `${products(count)} in ${name}`,
    empty: 'Deze kleur mengen we op dit moment in geen enkel product. Kies een andere tint.',
    noProducts: 'Er zijn op dit moment geen producten in de kleurkiezer.',
    /** Under the price with colour, which includes it. */
    surtaxIncluded: (amount: string) => `(incl. ${amount} kleurtoeslag)`,
    priceWithColour: 'Prijs met kleur',
  },
} as const
