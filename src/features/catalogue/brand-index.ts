// Pure grouping of the brands overview: main brands first, then every brand A–Z by first letter.
import type { Brand } from '@/api/aspos/brands'

export interface BrandGroup {
  letter: string
  brands: Brand[]
}

const collator = new Intl.Collator('nl', { sensitivity: 'base' })

/** The index letter of a name: A–Z after removing accents, '#' for anything else. */
export function indexLetter(name: string): string {
  const first = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .charAt(0)
    .toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

export function mainBrands(brands: readonly Brand[]): Brand[] {
  return brands.filter((b) => b.isMainBrand).sort((a, b) => collator.compare(a.name, b.name))
}

export function groupBrands(brands: readonly Brand[]): BrandGroup[] {
  const groups = new Map<string, Brand[]>()
  for (const brand of [...brands].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = indexLetter(brand.name)
    groups.set(letter, [...(groups.get(letter) ?? []), brand])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, brands: list }))
}

export function brandBySlug(brands: readonly Brand[], slug: string): Brand | undefined {
  const wanted = slug.trim().toLowerCase()
  return brands.find((b) => b.urlSlug.toLowerCase() === wanted)
}
