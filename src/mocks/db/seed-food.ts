// What is in the seed's foods: composition, analytical constituents, a feeding table, the species,
// the life stage and special needs, as product Fields (codes in src/api/aspos/food-fields.ts,
// docs/api.md "Food fields"). Deterministic (derived from each family's id and name, no random
// numbers drawn, so nothing else in the seed moves). Applied per family, after every product
// exists: the members of a family (children sharing a ParentProductId) share the parent's fields.
// Also the senior cat and dog foods, as bag-size families.
import { foodFieldCodes as F, type Species } from '@/api/aspos/food-fields'
import type { ProductDto, ProductSpec } from './types'

type Kind = 'dry' | 'wet' | 'pellet' | 'horse'
interface FoodLeaf {
  species: Species
  kind: Kind
}

/** The food leaves that get the fields, by slug path. */
const FOOD_LEAVES: Record<string, FoodLeaf> = {
  'hond/hondenvoer/droogvoer': { species: 'Hond', kind: 'dry' },
  'hond/hondenvoer/graanvrij': { species: 'Hond', kind: 'dry' },
  'hond/hondenvoer/puppyvoer': { species: 'Hond', kind: 'dry' },
  'hond/hondenvoer/natvoer': { species: 'Hond', kind: 'wet' },
  'kat/kattenvoer/droogvoer': { species: 'Kat', kind: 'dry' },
  'kat/kattenvoer/kittenvoer': { species: 'Kat', kind: 'dry' },
  'kat/kattenvoer/natvoer': { species: 'Kat', kind: 'wet' },
  'paard-en-ruiter/paardenvoer/krachtvoer': { species: 'Paard', kind: 'horse' },
  'knaagdier/knaagdiervoer/konijnenvoer': { species: 'Konijn', kind: 'pellet' },
  'knaagdier/knaagdiervoer/caviavoer': { species: 'Cavia', kind: 'pellet' },
}

/** A rough feeding curve per species and kind: [pet kg, grams a day] for an adult food. */
const CURVES: Record<string, [number, number][]> = {
  'Kat dry': [
    [2, 30],
    [3, 40],
    [4, 50],
    [5, 58],
    [6, 66],
    [8, 80],
  ],
  'Kat wet': [
    [2, 130],
    [3, 180],
    [4, 220],
    [5, 260],
    [6, 300],
  ],
  'Hond dry': [
    [2, 45],
    [5, 90],
    [10, 150],
    [20, 250],
    [30, 340],
    [45, 460],
    [70, 640],
  ],
  'Hond wet': [
    [2, 160],
    [5, 320],
    [10, 540],
    [20, 900],
    [30, 1200],
  ],
  'Paard horse': [
    [200, 1000],
    [400, 2000],
    [600, 3000],
    [800, 4000],
  ],
  'Konijn pellet': [
    [1, 30],
    [2, 55],
    [3, 75],
    [5, 110],
  ],
  'Cavia pellet': [
    [0.5, 20],
    [1, 35],
    [1.5, 45],
  ],
}

const PROTEINS = [
  'Kip',
  'Zalm',
  'Kalkoen',
  'Lam',
  'Rund',
  'Eend',
  'Hert',
  'Tonijn',
  'Kabeljauw',
  'Wild',
  'Vis',
]

function lifeStageOf(name: string, species: Species): string {
  if (/senior|ageing|\b(7|11|12)\+/i.test(name)) return 'Senior'
  if (/kitten|babycat/i.test(name)) return 'Kitten'
  if (/puppy|junior|opfok/i.test(name)) return species === 'Kat' ? 'Kitten' : 'Junior'
  return 'Adult'
}

function needsOf(name: string, id: number, species: Species): string[] {
  const needs = new Set<string>()
  if (/sterilised|gesteriliseerd/i.test(name)) needs.add('Gesteriliseerd')
  if (/indoor/i.test(name)) needs.add('Indoor')
  if (/graanvrij|grain/i.test(name)) needs.add('Graanvrij')
  if (/light|hairball|sensitive|lam & rijst|gevoelig/i.test(name)) needs.add('Gevoelig')
  // A few more, deterministic per family, so several products carry two needs.
  if (species === 'Kat' && id % 3 === 0) needs.add('Gesteriliseerd')
  if (species === 'Kat' && id % 4 === 1) needs.add('Indoor')
  if (species === 'Hond' && id % 5 === 2) needs.add('Gevoelig')
  return ['Gesteriliseerd', 'Indoor', 'Gevoelig', 'Graanvrij'].filter((n) => needs.has(n))
}

const dec = (n: number) => String(n).replace('.', ',')

function composition(name: string, id: number, leaf: FoodLeaf, needs: string[]): string {
  const protein = PROTEINS.find((p) => name.toLowerCase().includes(p.toLowerCase())) ?? 'Kip'
  const pct = 18 + (id % 4) * 4
  const grainFree = needs.includes('Graanvrij')
  switch (leaf.kind) {
    case 'wet':
      return `Vlees en dierlijke bijproducten (waarvan ${protein.toLowerCase()} ${4 + (id % 3) * 2}%), vis en visbijproducten, granen, plantaardige eiwitextracten, mineralen, suikers`
    case 'horse':
      return 'Haverdoppen, tarwegries, maïs, luzerne, sojaschroot, rietmelasse, lijnzaad, calciumcarbonaat, sojaolie, zout'
    case 'pellet':
      return 'Timotheegras (35%), luzerne, tarwegries, erwtenvezels, zonnebloemschroot, wortel (2%), mineralen, yucca'
    default:
      return grainFree
        ? `${protein} (${pct + 8}%), aardappel, erwten, gedroogd ${protein.toLowerCase()}eiwit, kippenvet, zalmolie, gedroogde bietenpulp, mineralen`
        : `${protein} (${pct}%), rijst, maïs, dierlijk vet, maïsgluten, gedroogde bietenpulp, vismeel, gist, mineralen`
  }
}

function constituents(id: number, leaf: FoodLeaf, lifeStage: string): string {
  const v = id % 5
  if (leaf.kind === 'wet')
    return `Ruw eiwit ${dec(8 + (v % 3))}%, Ruw vet ${dec(4 + (v % 2) * 0.5)}%, Ruwe celstof 0,3%, Ruwe as ${dec(2 + (v % 2) * 0.2)}%, Vocht ${78 + (v % 3)}%`
  if (leaf.kind === 'horse')
    return `Ruw eiwit ${11 + (v % 3)}%, Ruw vet ${dec(3.5 + v * 0.5)}%, Ruwe celstof ${12 + v}%, Ruwe as ${dec(8.5)}%, Vocht 12%`
  if (leaf.kind === 'pellet')
    return `Ruw eiwit ${14 + (v % 3)}%, Ruw vet ${dec(3 + (v % 2) * 0.5)}%, Ruwe celstof ${18 + v}%, Ruwe as 8%, Vocht 12%`
  const senior = lifeStage === 'Senior'
  const young = lifeStage === 'Kitten' || lifeStage === 'Junior'
  const protein = (leaf.species === 'Kat' ? 30 : 24) + (young ? 4 : 0) - (senior ? 2 : 0) + (v % 3)
  const fat = (leaf.species === 'Kat' ? 13 : 12) + (young ? 4 : 0) - (senior ? 2 : 0) + (v % 2)
  return `Ruw eiwit ${protein}%, Ruw vet ${fat}%, Ruwe celstof ${dec(2 + (v % 3) * 0.5)}%, Ruwe as ${dec(6.5 + (v % 2) * 0.5)}%, Vocht 8%`
}

/** The curve of the species and kind, scaled per family (±10 %) and per life stage. */
function feedingTable(id: number, leaf: FoodLeaf, lifeStage: string): string {
  const curve = CURVES[`${leaf.species} ${leaf.kind}`] ?? []
  const young = lifeStage === 'Kitten' || lifeStage === 'Junior'
  const factor = (0.9 + (id % 5) * 0.05) * (young ? 1.4 : lifeStage === 'Senior' ? 0.9 : 1)
  // A kitten or puppy food's table stops at the young animal's weights.
  const rows = young ? curve.slice(0, Math.max(3, curve.length - 2)) : curve
  const step = leaf.kind === 'horse' ? 50 : 5
  return rows
    .map(([kg, g]) => `${dec(kg)} kg: ${Math.max(step, Math.round((g * factor) / step) * step)} g`)
    .join('; ')
}

function setField(p: ProductDto, code: string, value: string): void {
  const existing = p.Fields.find((f) => f.Code === code)
  if (existing) existing.Value = value
  else p.Fields.push({ Code: code, Value: value })
}

/**
 * The food Fields on every product in a food leaf, derived from its family's root (ParentProductId
 * ?? Id), so a family's members share them whatever seed file made them.
 */
export function applyFoodFields(
  products: ProductDto[],
  leafIdByPath: (path: string) => number,
): ProductDto[] {
  const leafByNode = new Map<number, FoodLeaf>(
    Object.entries(FOOD_LEAVES).map(([path, leaf]) => [leafIdByPath(path), leaf]),
  )
  const byId = new Map(products.map((p) => [p.Id, p]))
  for (const p of products) {
    const root = byId.get(p.ParentProductId ?? p.Id) ?? p
    const leaf = root.WebNodeIds.map((id) => leafByNode.get(id)).find(Boolean)
    if (!leaf) continue
    const stage = lifeStageOf(root.Description, leaf.species)
    const needs = needsOf(root.Description, root.Id, leaf.species)
    setField(p, F.species, leaf.species)
    setField(p, F.composition, composition(root.Description, root.Id, leaf, needs))
    setField(p, F.constituents, constituents(root.Id, leaf, stage))
    setField(p, F.feedingTable, feedingTable(root.Id, leaf, stage))
    setField(p, F.lifeStage, stage)
    if (needs.length) setField(p, F.needs, needs.join(', '))
  }
  for (const [id, price, content, stock] of SENIOR_BAGS) {
    const p = byId.get(id)
    if (!p) continue
    p.PriceInclTax = price
    p.Stock = stock
    setField(p, 'Inhoudwebshop', content)
  }
  return products
}

/** [child id, price, Inhoudwebshop, stock] of the senior families' bags. */
const SENIOR_BAGS: [number, number, string, number][] = [
  [1902, 6.49, '400 gram', 30],
  [1903, 23.99, '2 kg', 18],
  [1904, 41.99, '4 kg', 0],
  [1906, 5.99, '300 gram', 22],
  [1907, 19.49, '1,5 kg', 14],
  [1908, 36.99, '3 kg', 9],
  [1910, 3.99, '400 gram', 40],
  [1911, 13.99, '2 kg', 25],
  [1913, 21.99, '3 kg', 12],
  [1914, 59.99, '12 kg', 7],
]

/**
 * The senior foods, as bag-size families made with the catalogue's `family()` (the children's own
 * price, content and stock are set by applyFoodFields). Ids 1901–1914.
 */
export function addSeniorFoods(
  family: (parent: ProductSpec, children: [number, string][]) => void,
  leafIdByPath: (path: string) => number,
): void {
  const cat = [leafIdByPath('kat/kattenvoer/droogvoer')]
  const dog = [leafIdByPath('hond/hondenvoer/droogvoer')]
  const base = { food: true, stock: 30, images: 2, created: '2025-11-02' }
  family(
    {
      ...base,
      id: 1901,
      name: 'Royal Canin Ageing 12+',
      brand: 'Royal Canin',
      leaves: cat,
      price: 6.49,
      content: '400 gram',
      short: 'Droogvoer voor katten vanaf 12 jaar, met zachte brokjes.',
    },
    [
      [1902, '400 gram'],
      [1903, '2 kg'],
      [1904, '4 kg'],
    ],
  )
  family(
    {
      ...base,
      id: 1905,
      name: "Hill's Science Plan Senior 11+ Kip",
      brand: "Hill's",
      leaves: cat,
      price: 5.99,
      content: '300 gram',
      short: 'Droogvoer met kip voor katten vanaf 11 jaar.',
    },
    [
      [1906, '300 gram'],
      [1907, '1,5 kg'],
      [1908, '3 kg'],
    ],
  )
  family(
    {
      ...base,
      id: 1909,
      name: 'Dier & Ruiter Select Senior 7+ Kalkoen',
      brand: 'Dier & Ruiter Select',
      leaves: cat,
      price: 3.99,
      content: '400 gram',
      short: 'Licht verteerbaar droogvoer voor de oudere kat.',
    },
    [
      [1910, '400 gram'],
      [1911, '2 kg'],
    ],
  )
  family(
    {
      ...base,
      id: 1912,
      name: 'Royal Canin Medium Ageing 10+',
      brand: 'Royal Canin',
      leaves: dog,
      price: 21.99,
      content: '3 kg',
      short: 'Droogvoer voor middelgrote honden vanaf 10 jaar.',
    },
    [
      [1913, '3 kg'],
      [1914, '12 kg'],
    ],
  )
}
