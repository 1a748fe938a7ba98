// Pure derivations of the colour picker: the palette (families with their shades) that the colour
// products come in, and which products come in a chosen shade.
import type { ProductColor } from '@/api/aspos/products'

export interface ColourFamily {
  name: string
  shades: ProductColor[]
}

const collator = new Intl.Collator('nl', { sensitivity: 'base' })

export function colourPalette(products: readonly { colors: ProductColor[] }[]): ColourFamily[] {
  const byCode = new Map<string, ProductColor>()
  for (const p of products) for (const c of p.colors) if (!byCode.has(c.code)) byCode.set(c.code, c)
  const families = new Map<string, ProductColor[]>()
  for (const c of byCode.values()) families.set(c.family, [...(families.get(c.family) ?? []), c])
  return [...families.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([name, shades]) => ({
      name,
      shades: shades.sort((a, b) => collator.compare(a.name, b.name)),
    }))
}

export function productsInColour<T extends { colors: ProductColor[] }>(
  products: readonly T[],
  code: string,
): T[] {
  return products.filter((p) => p.colors.some((c) => c.code === code))
}

/** The chosen family and shade from the URL, falling back to the first family and its first shade. */
export function resolveChoice(
  palette: ColourFamily[],
  family: string | null,
  shade: string | null,
) {
  const chosenFamily =
    palette.find((f) => f.name === family) ??
    palette.find((f) => f.shades.some((s) => s.code === shade)) ??
    palette[0] ??
    null
  const chosenShade =
    chosenFamily?.shades.find((s) => s.code === shade) ?? chosenFamily?.shades[0] ?? null
  return { family: chosenFamily, shade: chosenShade }
}
