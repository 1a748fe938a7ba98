// Dutch strings of the header search box (search-as-you-type dropdown).
export const search = {
  label: 'Zoeken',
  placeholder: 'Zoeken...',
  submit: 'Zoeken',
  suggestions: 'Zoeksuggesties',
  moreResults: 'Meer resultaten',
  noHits: 'Er zijn geen producten gevonden die passen bij je zoekopdracht',
  /** Under noHits: "Bedoelde je {term}?", the term a link to its results page. */
  didYouMean: 'Bedoelde je',
  searching: 'Bezig met zoeken...',
  found: (count: number) => (count === 1 ? '1 product gevonden' : `${count} producten gevonden`),
  /** The status line: what the dropdown holds (its groups' strings: search-options.ts). */
  categoriesFound: (count: number) => (count === 1 ? '1 categorie' : `${count} categorieën`),
  brandsFound: (count: number) => (count === 1 ? '1 merk' : `${count} merken`),
  recentShown: (count: number) =>
    count === 1 ? '1 recente zoekopdracht' : `${count} recente zoekopdrachten`,
  instructions:
    'Gebruik de pijltjestoetsen om door de suggesties te bladeren en Enter om er een te openen.',
} as const
