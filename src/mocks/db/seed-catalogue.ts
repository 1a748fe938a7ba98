// Catalogue seed of the mock backend: category tree, brands, colour palette and ~265 products, generated deterministically.
//
// Fixture products (stable Ids that tests may rely on; each demonstrates one feature and nothing else):
//   1001 plain            Royal Canin Medium Adult 15 kg: in stock, no discount, no extras
//   1002 discounted       Hill's Science Plan Adult Kip 12 kg: active discount, Discount.PriceInclTax set
//   1003 expiredDiscount  Brit Care Puppy Lam & Rijst 3 kg: only a discount that ended 2024-06-30
//   1004 futureDiscount   Whiskas 1+ Vis Selectie in saus 12 x 85 gram: only a discount starting 2099-01-01
//   1005 birthdayDiscount Sheba Delicacy Kip in gelei 8 x 85 gram: active 'Verjaardagskorting' (to be hidden)
//   1006 staffel              Catsan Hygiëne Kattenbakvulling 10 liter: staffel, vanaf 3 stuks 10% korting
//   1007 loyalty          Pavo SportsFit 20 kg: loyalty discount (IsLoyalty, 250 LoyaltyPoints)
//   1008 deposit          JBL Biotopol Waterverbeteraar 500 ml: deposit kit 'Statiegeld fles' € 0,15
//   1009 weight           Versele-Laga Zonnebloempitten gestreept per kg: weight product, WeightPrice per kg
//   1010 colour           Flexa Strak in de Lak Zijdeglans 750 ml: Kleurkiezer, Kleurtoeslag, Colors
//   1011 alcohol          Effol Paardenliniment met kamfer 500 ml: banner 'Alcoholhoudend'
//   1012 isNew            Kong Classic Hondenspeeltje Large: PFC_Nieuw
//   1013 webPrice         Trixie Krabpaal Baza 100 cm: Webprijs lower than PriceInclTax
//   1014 listPrice        Tetra AquaArt LED Aquarium 60 liter: Adviesprijs higher than PriceInclTax
//   1015 variantParent    Kentucky Zadeldekje Classic (children 1016–1018 carry ParentProductId 1015)
//   1019 virtual          Digitale cadeaukaart € 25 (IsVirtual, e-mailed); 1020 Cadeaukaart € 50 is a
//                         card in the post (not virtual: shipped, with a delivery time)
//   1021 outOfStock       Versele-Laga Prestige Parkieten 4 kg: Stock 0
//   1029 percentageOnly   Catsan Ultra Plus Kattenbakvulling 10 liter: a discount with only a Percentage (20%),
//                         from 2026-02-01 00:00 Amsterdam time
// More variant families: 1022 (children 1023–1025) and 1026 (children 1027–1028).
// Sized products (caps, riding trousers, gloves, body protectors, collars, harnesses, dry foods by bag)
// become variant families after every other product (seed-families.ts): each keeps its Id as a variant.
// Generated colour products carry Kleurkiezer as 'true', 'Ja', '1', 'yes', 'TRUE', and one only a Colors list.
// Generated products start at 1030. Deposit kit ProductIds 9001–9003 are deposit articles not sold on their own.
//
// Discount windows are "today"-proof: active 2024-01-01..2099-12-31, expired ended 2024-06-30, future from 2099-01-01.

import {
  euro,
  ean13,
  intBetween,
  mulberry32,
  pick,
  retailPrice,
  sample,
  shuffle,
  slugify,
} from './prng'
import type {
  BrandDto,
  ColorDto,
  DiscountDto,
  ProductDto,
  ProductSpec as Spec,
  WebNodeDto,
} from './types'
import { digitalGiftCardCopy, leafCopy } from './seed-copy'
import { addSeniorFoods, applyFoodFields } from './seed-food'
import { buildFamilies, withFamilyPrices } from './seed-families'
import { site } from '@/config/site'
import { DELIVERY_CUT_OFF } from '@/domain/delivery-promise'
import { delivery } from '@/messages/nl/delivery'

/** The chain's own private label, named after the shop (src/config/site). */
export const HOUSE_BRAND = `${site.name} Select`

/** A date inside every active window and outside every expired/future one; used to fill ActiveDiscounts. */
export const REFERENCE_DATE = '2026-01-01'

/** Store codes, shared with the stores seed (which defines the stores themselves). */
export const storeCodes = [
  'AMS01',
  'UTR01',
  'RTD01',
  'DHG01',
  'EHV01',
  'GRQ01',
  'NMG01',
  'ZWL01',
  'AMF01',
  'BRD01',
  'MST01',
  'HRL01',
] as const

export const fixtureProductIds = {
  plain: 1001,
  discounted: 1002,
  expiredDiscount: 1003,
  futureDiscount: 1004,
  birthdayDiscount: 1005,
  staffel: 1006,
  loyalty: 1007,
  deposit: 1008,
  weight: 1009,
  colour: 1010,
  alcohol: 1011,
  isNew: 1012,
  webPrice: 1013,
  listPrice: 1014,
  variantParent: 1015,
  virtual: 1019,
  outOfStock: 1021,
  percentageOnly: 1029,
} as const

/** The first day of the percentage-only discount of fixture 1029 (from 00:00 Amsterdam time). */
export const PERCENTAGE_ONLY_START = '2026-02-01'

// ---------------------------------------------------------------------------------------------
// Colour palette
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const PALETTE: [name: string, hex: string, family: string, code?: string][] = [
  ['RAL 9010 Zuiver wit', '#F1ECE1', 'Wit', 'RAL9010'],
  ['RAL 9001 Crèmewit', '#E9E0D2', 'Wit', 'RAL9001'],
  ['RAL 9016 Verkeerswit', '#F1F0EA', 'Wit', 'RAL9016'],
  ['Gebroken wit', '#EEE8DA', 'Wit'],
  ['Kalkwit', '#F4F1E8', 'Wit'],
  ['Zacht linnen', '#E8DFCC', 'Wit'],
  ['Antraciet', '#3B3F42', 'Grijs', 'RAL7016'],
  ['RAL 7035 Lichtgrijs', '#CBD0CC', 'Grijs', 'RAL7035'],
  ['Betongrijs', '#8D8F8A', 'Grijs'],
  ['Leigrijs', '#5F6468', 'Grijs'],
  ['Zilvergrijs', '#A7ABAA', 'Grijs'],
  ['RAL 9005 Gitzwart', '#0E0E10', 'Zwart', 'RAL9005'],
  ['Delfts blauw', '#1F3F77', 'Blauw'],
  ['Marineblauw', '#1D2B4A', 'Blauw'],
  ['IJsblauw', '#CFE3EC', 'Blauw'],
  ['Petrol', '#1E5B68', 'Blauw'],
  ['Hemelsblauw', '#7FB3D5', 'Blauw'],
  ['Jeansblauw', '#4E6E8E', 'Blauw'],
  ['Saliegroen', '#9CAF88', 'Groen'],
  ['Olijfgroen', '#6B6A3A', 'Groen'],
  ['Dennengroen', '#2E4A3A', 'Groen'],
  ['Mintgroen', '#BFE3C8', 'Groen'],
  ['Grachtengroen', '#26382F', 'Groen'],
  ['Lindegroen', '#B5C46A', 'Groen'],
  ['Okergeel', '#C9962F', 'Geel'],
  ['Zachtgeel', '#F3E3A1', 'Geel'],
  ['Mosterd', '#C5A040', 'Geel'],
  ['Zonnegeel', '#F2C230', 'Geel'],
  ['Vanille', '#F3E5B5', 'Geel'],
  ['Ossenbloed', '#5C1A1B', 'Rood'],
  ['Steenrood', '#9E3B2F', 'Rood'],
  ['Terracotta', '#C0673F', 'Rood'],
  ['Oudroze', '#C99A96', 'Rood'],
  ['Koraal', '#E9775E', 'Rood'],
  ['Bordeauxrood', '#6E1F2B', 'Rood'],
  ['Notenbruin', '#5A3D2B', 'Bruin'],
  ['Teak', '#9A6B3F', 'Bruin'],
  ['Eiken naturel', '#C49A6C', 'Bruin'],
  ['Chocoladebruin', '#4A2F24', 'Bruin'],
  ['Zandbeige', '#D6C3A0', 'Bruin'],
  ['Taupe', '#8B7D6B', 'Bruin'],
]

export const colourPalette: ColorDto[] = PALETTE.map(([name, hex, family, code], i) => ({
  Code: code ?? `DW-K${String(i + 1).padStart(3, '0')}`,
  Name: name,
  Hex: hex,
  Family: family,
}))

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const BRAND_DEFS: [name: string, main: boolean, description: string, collections?: [string, string][]][] = [
  ['Royal Canin', true, 'Voeding afgestemd op ras, leeftijd en gezondheid van je hond of kat.'],
  ["Hill's", true, 'Wetenschappelijk onderbouwde voeding, aanbevolen door dierenartsen.'],
  ['Purina Pro Plan', false, 'Premium voeding met hoogwaardige eiwitten.'],
  ['Brit Care', false, 'Hypoallergene voeding met lam, zalm of eend.'],
  ['Yarrah', false, 'Biologische hondenvoer en kattenvoer uit Nederland.'],
  ['Whiskas', false, 'Smakelijke maaltijden voor elke kat.'],
  ['Sheba', false, 'Verfijnde maaltijdjes voor de fijnproever onder de katten.'],
  ['Catsan', false, 'Hygiënische kattenbakvulling die geurtjes neutraliseert.'],
  ['Cavalor', true, 'Paardenvoer en supplementen voor sport- en recreatiepaarden.'],
  ['Pavo', false, 'Nederlands paardenvoer, ontwikkeld met dierenartsen en voedingsdeskundigen.'],
  ['Kentucky Horsewear', true, 'Hoogwaardige paardendekens, zadeldekjes en ruiteraccessoires.', [['Zomer 2026', 'zomer-2026'], ['Basics', 'basics']]],
  ['HKM', false, 'Betaalbare ruitersport voor paard en ruiter.'],
  ["Harry's Horse", false, 'Stijlvolle ruiterkleding en paardenuitrusting.', [['Denim', 'denim'], ['Winter 2025', 'winter-2025']]],
  ['Effol', false, 'Verzorgingsproducten voor vacht, manen en hoeven.'],
  ['Versele-Laga', true, 'Voeding voor vogels en knaagdieren, sinds 1929.'],
  ['Tetra', true, 'Visvoer, aquaria en waterverzorging.'],
  ['JBL', false, 'Alles voor een gezond aquarium en een heldere vijver.'],
  ['Flexa', true, 'Muurverf en lak in duizenden kleuren.', [['Strak in de Lak', 'strak-in-de-lak'], ['Creations', 'creations']]],
  ['Sikkens', false, 'Professionele lakken en beitsen voor binnen en buiten.'],
  ['Histor', false, 'Verf voor de doe-het-zelver, eenvoudig en mooi.'],
  ['Anza', false, 'Kwasten en rollers voor een strak resultaat.'],
  ['Bison', false, 'Lijm, kit en reparatieproducten.'],
  ['Pokon', true, 'Plantenvoeding en gazonmest voor een groene tuin.'],
  ['DCM', false, 'Organische meststoffen voor tuin en gazon.'],
  ['Trixie', false, 'Speelgoed, manden en accessoires voor huisdieren.'],
  ['Kong', false, 'Onverwoestbaar speelgoed voor honden en katten.'],
  [HOUSE_BRAND, true, 'Ons eigen huismerk: goede kwaliteit voor een eerlijke prijs.'],
]

export const brands: BrandDto[] = BRAND_DEFS.map(([name, main, description, collections], i) => ({
  Id: i + 1,
  Name: name,
  UrlSlug: slugify(name),
  Description: description,
  Logo: { Name: `logo-${slugify(name)}`, FileExtension: '.png' },
  IsMainBrand: main,
  Collections: (collections ?? []).map(([n, s]) => ({ Name: n, UrlSlug: s })),
}))

function brand(name: string): BrandDto {
  const found = brands.find((b) => b.Name === name)
  if (!found) throw new Error(`Unknown brand ${name}`)
  return found
}

// ---------------------------------------------------------------------------------------------
// Category tree with a product template per leaf
// ---------------------------------------------------------------------------------------------

type Trait = 'weight' | 'deposit' | 'colour' | 'alcohol' | 'virtual'
interface Template {
  b: string[] // brands
  t: string[] // product types (with variant)
  c: string[] // contents, ascending ('' = none)
  p: [number, number] // base price range in euros (for the first content)
  f?: number[] // price factor per content; default 1 + 0.25 per step
  d: string // short description
  food?: boolean
  trait?: Trait
  cert?: 'MSC' | 'BIO' | 'FSC'
  also?: string // slug path of a second leaf these products are listed in
  noBrand?: boolean
  /** Products written out by hand (handmadeProducts), not generated: the generator skips the leaf. */
  handmade?: boolean
}
interface LeafDef {
  name: string
  tpl: Template
}
interface GroupDef {
  name: string
  leaves: LeafDef[]
}
const leaf = (name: string, tpl: Template): LeafDef => ({ name, tpl })
const group = (name: string, leaves: LeafDef[]): GroupDef => ({ name, leaves })

const DOG_FOOD = ['Royal Canin', "Hill's", 'Purina Pro Plan', 'Brit Care', 'Yarrah', HOUSE_BRAND]
const CAT_FOOD = ['Royal Canin', "Hill's", 'Whiskas', 'Sheba', 'Yarrah', HOUSE_BRAND]
const HORSE_FEED = ['Cavalor', 'Pavo', HOUSE_BRAND]
const HORSE_GEAR = ['Kentucky Horsewear', 'HKM', "Harry's Horse"]
const PAINT = ['Flexa', 'Sikkens', 'Histor']

// Dense seed table, one record per line.
// prettier-ignore
const TREE: [string, (LeafDef | GroupDef)[]][] = [
  ['Hond', [
    group('Hondenvoer', [
      leaf('Droogvoer', { b: DOG_FOOD, t: ['Adult Kip', 'Light Kalkoen', 'Senior 7+ Lam', 'Large Breed Rund'], c: ['3 kg', '7 kg', '12 kg'], p: [13, 19], f: [1, 2, 3], d: 'Volledig droogvoer voor volwassen honden.', food: true }),
      leaf('Natvoer', { b: DOG_FOOD, t: ['Adult Rund in saus', 'Kip & Groenten', 'Pate Lam', 'Stoofpotje Wild'], c: ['400 gram', '6 x 400 gram', '12 x 400 gram'], p: [2.2, 3.2], f: [1, 5.5, 10], d: 'Smakelijk natvoer met stukjes vlees.', food: true }),
      leaf('Graanvrij', { b: ['Brit Care', 'Yarrah', 'Purina Pro Plan'], t: ['Graanvrij Zalm & Aardappel', 'Graanvrij Eend', 'Graanvrij Hert & Pompoen'], c: ['2 kg', '10 kg'], p: [14, 19], f: [1, 3.6], d: 'Graanvrij droogvoer voor gevoelige honden.', food: true, also: 'hond/hondenvoer/droogvoer' }),
      leaf('Puppyvoer', { b: DOG_FOOD, t: ['Puppy Kip', 'Junior Medium', 'Puppy Mini Lam & Rijst'], c: ['1,5 kg', '4 kg', '10 kg'], p: [10, 14], f: [1, 2.2, 4.5], d: 'Voeding voor een gezonde groei van je pup.', food: true }),
    ]),
    group('Hondensnacks', [
      leaf('Kauwsnacks', { b: [HOUSE_BRAND, 'Trixie'], t: ['Runderhuid Kauwstaaf', 'Buffelhoorn', 'Gedroogde Bullepees', 'Kauwbot Kip'], c: ['1 stuk', '5 stuks', '500 gram'], p: [2, 4], f: [1, 4, 5], d: 'Langdurig kauwplezier, goed voor het gebit.', food: true }),
      leaf('Trainingssnacks', { b: [HOUSE_BRAND, 'Brit Care', 'Yarrah'], t: ['Trainers Kip', 'Mini Botjes Zalm', 'Softies Lam'], c: ['150 gram', '300 gram'], p: [2.5, 4], f: [1, 1.8], d: 'Kleine, zachte beloningen voor tijdens de training.', food: true }),
      leaf('Gebitsverzorging', { b: ['Purina Pro Plan', HOUSE_BRAND, 'Trixie'], t: ['Dental Sticks Medium', 'Tandpasta Vanille', 'Vingertandenborstel Set'], c: ['7 stuks', '28 stuks'], p: [3, 5], f: [1, 3.5], d: 'Helpt tandplak en tandsteen te verminderen.', food: true }),
    ]),
    group('Speelgoed & slapen', [
      leaf('Ballen', { b: ['Kong', 'Trixie', HOUSE_BRAND], t: ['Tennisbal met piep', 'Rubberen Springbal', 'Lichtgevende Bal'], c: ['Small', 'Medium', 'Large'], p: [3, 9], d: 'Stevig speelgoed voor apporteren en spelen.' }),
      leaf('Knuffels', { b: ['Trixie', 'Kong', HOUSE_BRAND], t: ['Knuffel Eend', 'Piepknuffel Egel', 'Pluche Vos'], c: ['25 cm', '35 cm'], p: [5, 12], d: 'Zachte knuffel met pieper.' }),
      leaf('Manden & kussens', { b: ['Trixie', HOUSE_BRAND], t: ['Hondenkussen Orthopedisch', 'Hondenmand Kunststof', 'Hondenkussen Teddy'], c: ['60 cm', '80 cm', '100 cm'], p: [19, 45], d: 'Comfortabele slaapplek voor je hond.' }),
    ]),
    group('Halsbanden & riemen', [
      leaf('Halsbanden', { b: ['Trixie', 'HKM', HOUSE_BRAND], t: ['Halsband Nylon Zwart', 'Halsband Leer Cognac', 'Reflecterende Halsband Oranje'], c: ['maat S', 'maat M', 'maat L'], p: [6, 18], d: 'Stevige halsband met verstelbare sluiting.' }),
      leaf('Looplijnen', { b: ['Trixie', HOUSE_BRAND], t: ['Rolriem Flexi', 'Looplijn Nylon Rood', 'Sleeplijn Training'], c: ['3 meter', '5 meter', '10 meter'], p: [8, 25], d: 'Betrouwbare lijn voor dagelijkse wandelingen.' }),
      leaf('Tuigen', { b: ['Trixie', HOUSE_BRAND], t: ['Y-tuig Softline', 'Anti-trek Tuig', 'Veiligheidstuig Reflecterend'], c: ['maat S', 'maat M', 'maat L'], p: [15, 35], d: 'Tuig dat de druk gelijkmatig verdeelt.' }),
    ]),
    leaf('Cadeaukaarten', { b: [HOUSE_BRAND], t: ['Cadeaukaart € 10', 'Cadeaukaart € 75', 'Digitale cadeaukaart € 20'], c: [''], p: [10, 10], d: 'Te besteden in al onze winkels en in de webshop.', trait: 'virtual', noBrand: true }),
  ]],
  ['Kat', [
    group('Kattenvoer', [
      leaf('Droogvoer', { b: CAT_FOOD, t: ['Adult Zalm', 'Sterilised Kip', 'Indoor Kalkoen', 'Hairball Control'], c: ['400 gram', '2 kg', '4 kg'], p: [5, 7], f: [1, 3.5, 6], d: 'Compleet droogvoer voor volwassen katten.', food: true }),
      leaf('Natvoer', { b: CAT_FOOD, t: ['Vis Selectie in gelei', 'Tonijn in saus', 'Kabeljauw Filets', 'Zalm Pate'], c: ['85 gram', '12 x 85 gram', '24 x 85 gram'], p: [0.8, 1.2], f: [1, 11, 20], d: 'Natvoer met vis uit duurzame visserij.', food: true, cert: 'MSC' }),
      leaf('Kittenvoer', { b: CAT_FOOD, t: ['Kitten Kip', 'Kitten Zalm', 'Mother & Babycat'], c: ['400 gram', '2 kg'], p: [6, 8], f: [1, 3.5], d: 'Voeding voor kittens tot 12 maanden.', food: true, also: 'kat/kattenvoer/droogvoer' }),
    ]),
    group('Kattenbakvulling', [
      leaf('Klonterend', { b: ['Catsan', HOUSE_BRAND], t: ['Smart Pack', 'Ultra Klontvorming', 'Compact Geurneutraal'], c: ['5 liter', '10 liter', '20 liter'], p: [5, 7], f: [1, 1.8, 3.2], d: 'Klonterende kattenbakvulling met geurbinding.' }),
      leaf('Plantaardig', { b: ['Catsan', HOUSE_BRAND], t: ['Natural Houtvezel', 'Maïs Klonterend', 'Tofu Groene Thee'], c: ['6 liter', '12 liter'], p: [7, 9], f: [1, 1.8], d: 'Biologisch afbreekbaar en licht van gewicht.' }),
    ]),
    group('Krabpalen & speelgoed', [
      leaf('Krabpalen', { b: ['Trixie', HOUSE_BRAND], t: ['Krabpaal Nora', 'Krabton Sisal', 'Krabplank Golf'], c: ['50 cm', '90 cm', '140 cm'], p: [15, 70], d: 'Stevige krabpaal met sisal en pluche.' }),
      leaf('Kattenspeelgoed', { b: ['Trixie', 'Kong', HOUSE_BRAND], t: ['Speelhengel Veren', 'Kattenkruid Muis', 'Laserpen'], c: [''], p: [2, 9], d: 'Prikkelt het jachtinstinct van je kat.' }),
    ]),
    leaf('Kattensnacks', { b: ['Sheba', 'Whiskas', HOUSE_BRAND], t: ['Gedroogde Tonijnvlokken', 'Zalm Crunchies', 'Vissticks Koolvis'], c: ['40 gram', '100 gram'], p: [1.5, 2.5], f: [1, 2.2], d: 'Snacks van MSC-gecertificeerde vis.', food: true, cert: 'MSC' }),
  ]],
  ['Paard & ruiter', [
    group('Paardenvoer', [
      leaf('Krachtvoer', { b: HORSE_FEED, t: ['Sportbrok', 'Fit & Vital Brok', 'Senior Brok', 'Opfokbrok'], c: ['20 kg'], p: [17, 32], d: 'Krachtvoer met de juiste energie voor je paard.', food: true }),
      leaf('Muesli', { b: HORSE_FEED, t: ['Horsemuesli Los', 'Vezelmuesli Los', 'Sportmuesli Los'], c: ['per kg'], p: [1, 2], d: 'Muesli uit de bulk: je bepaalt zelf het gewicht.', food: true, trait: 'weight' }),
      leaf('Supplementen', { b: ['Cavalor', 'Pavo', 'Effol'], t: ['Biotine Hoefsupplement', 'Elektrolyten', 'Vitamine E & Selenium', 'Gewrichtssupplement'], c: ['1 kg', '3 kg'], p: [20, 35], f: [1, 2.6], d: 'Supplement ter aanvulling op het dagelijkse rantsoen.', food: true }),
      leaf('Paardensnoepjes', { b: [HOUSE_BRAND, 'Pavo', 'Effol'], t: ['Wortelsnoepjes', 'Appelsnoepjes', 'Kruidensnoepjes Munt'], c: ['1 kg', '3 kg'], p: [4, 6], f: [1, 2.5], d: 'Lekkere beloning voor tussendoor.', food: true }),
    ]),
    group('Paardenverzorging', [
      leaf('Borstels', { b: ['HKM', HOUSE_BRAND, 'Effol'], t: ['Roskam Rubber', 'Manenborstel', 'Poetsset Compleet'], c: [''], p: [3, 25], d: 'Voor een glanzende vacht en een schone huid.' }),
      leaf('Liniment & spierverzorging', { b: ['Effol', 'Cavalor', HOUSE_BRAND], t: ['Spierliniment Warm', 'Koelgel Benen', 'Kruidenliniment'], c: ['500 ml', '1 liter', '2,5 liter'], p: [10, 15], f: [1, 1.8, 3.8], d: 'Verzorgt spieren en pezen na de training.', trait: 'deposit' }),
      leaf('Vliegenbestrijding', { b: ['Effol', HOUSE_BRAND, 'Kentucky Horsewear'], t: ['Vliegenspray 500 ml', 'Vliegenmasker met oren Full', 'Insectenrol 75 ml'], c: [''], p: [8, 22], d: 'Houdt vliegen en dazen op afstand.' }),
      leaf('Hoefverzorging', { b: ['Effol', 'Cavalor', HOUSE_BRAND], t: ['Hoefolie', 'Hoefbalsem', 'Hoefkrabber met borstel'], c: ['500 ml', '1 liter'], p: [6, 12], f: [1, 1.8], d: 'Voor gezonde en sterke hoeven.' }),
    ]),
    group('Zadeldekjes & dekens', [
      leaf('Zadeldekjes', { b: HORSE_GEAR, t: ['Zadeldekje Dressuur Zwart', 'Zadeldekje Springen Wit', 'Zadeldekje Veelzijdig Marine'], c: ['Pony', 'Full'], p: [25, 65], d: 'Ademend zadeldekje met anti-slip.' }),
      leaf('Staldekens', { b: HORSE_GEAR, t: ['Staldeken 200 gram', 'Staldeken 400 gram', 'Fleecedeken'], c: ['125 cm', '145 cm', '155 cm'], p: [40, 120], d: 'Warme deken voor op stal.' }),
      leaf('Vliegendekens', { b: HORSE_GEAR, t: ['Vliegendeken Mesh', 'Eczeemdeken', 'Vliegendeken met halsstuk'], c: ['135 cm', '155 cm'], p: [35, 90], d: 'Lichte deken tegen vliegen en muggen.' }),
    ]),
    group('Ruiterkleding', [
      leaf('Rijbroeken', { b: HORSE_GEAR, t: ['Rijbroek Kniegrip Dames', 'Rijlegging Full Grip', 'Rijbroek Heren Zitvlak'], c: ['maat 36', 'maat 38', 'maat 40'], p: [40, 110], d: 'Comfortabele rijbroek met grip.' }),
      leaf('Caps & helmen', { b: ['HKM', "Harry's Horse"], t: ['Cap Carbon Mat', 'Cap Glitter Zwart', 'Kinder-cap Roze'], c: ['maat S', 'maat M'], p: [45, 120], d: 'Veilige cap volgens de VG1-norm.' }),
      leaf('Rijhandschoenen', { b: HORSE_GEAR, t: ['Rijhandschoenen Mesh', 'Winterrijhandschoenen', 'Rijhandschoenen Leer'], c: ['maat XS', 'maat M', 'maat L'], p: [12, 35], d: 'Goede grip en gevoel aan de teugel.' }),
      leaf('Bodyprotectors', { b: ['HKM', 'Kentucky Horsewear', "Harry's Horse"], t: [], c: [''], p: [0, 0], d: 'Beschermvest voor je rug en ribben.', handmade: true }),
    ]),
    group('Hoofdstellen & bitten', [
      leaf('Hoofdstellen', { b: ['HKM', "Harry's Horse", 'Kentucky Horsewear'], t: ['Hoofdstel Anatomisch', 'Halster Fleece', 'Hoofdstel Engelse neusriem'], c: ['Pony', 'Cob', 'Full'], p: [20, 95], d: 'Leren hoofdstel met zachte onderlegging.' }),
      leaf('Bitten', { b: ['HKM', HOUSE_BRAND], t: ['Trensbit Dubbel Gebroken', 'Olijfkop Bit', 'Pelham Bit'], c: ['12,5 cm', '13,5 cm'], p: [18, 55], d: 'Roestvrijstalen bit voor een fijne aanleuning.' }),
    ]),
  ]],
  ['Knaagdier', [
    group('Knaagdiervoer', [
      leaf('Konijnenvoer', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Complete Konijn', 'Nature Konijn', 'Konijnenkorrel Junior'], c: ['1,75 kg', '8 kg'], p: [4, 6], f: [1, 3.8], d: 'Compleet voer rijk aan vezels.', food: true }),
      leaf('Caviavoer', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Complete Cavia', 'Nature Cavia', 'Caviakorrel met vitamine C'], c: ['1,75 kg', '8 kg'], p: [4, 6], f: [1, 3.8], d: 'Voer met extra vitamine C voor cavia’s.', food: true }),
      leaf('Hamstervoer', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Hamster Nature', 'Dwerghamster Mix', 'Gerbil Mix'], c: ['700 gram', '2,3 kg'], p: [3, 4], f: [1, 2.8], d: 'Gevarieerde zadenmix voor hamsters.', food: true }),
    ]),
    group('Hooi & bodembedekking', [
      leaf('Hooi', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Weidehooi', 'Timothee Hooi', 'Kruidenhooi'], c: ['1 kg', '2,5 kg'], p: [3, 4], f: [1, 2.2], d: 'Stofarm hooi van Nederlandse weides.', food: true }),
      leaf('Bodembedekking', { b: [HOUSE_BRAND, 'Trixie'], t: ['Houtvezel Bodembedekking', 'Hennepstrooisel', 'Zaagsel Stofvrij'], c: ['20 liter', '60 liter'], p: [4, 6], f: [1, 2.5], d: 'Absorberend en stofarm strooisel.' }),
    ]),
    group('Hokken & kooien', [
      leaf('Konijnenhokken', { b: ['Trixie', HOUSE_BRAND], t: ['Konijnenhok Natura', 'Konijnenhok met ren', 'Buitenren Opvouwbaar'], c: ['116 cm', '151 cm'], p: [69, 189], d: 'Houten buitenhok van FSC-hout.', cert: 'FSC' }),
      leaf('Kooien', { b: ['Trixie', HOUSE_BRAND], t: ['Knaagdierkooi Ferplast', 'Hamsterkooi Twee Etages', 'Caviakooi Indoor'], c: ['80 cm', '100 cm'], p: [39, 99], d: 'Ruime kooi met bak en toebehoren.' }),
    ]),
    leaf('Knaagdiersnacks', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Crispy Sticks', 'Paardenbloemwortels', 'Knaagbloks Appel'], c: ['100 gram', '250 gram'], p: [2, 3], f: [1, 2.2], d: 'Gezonde knaagsnack voor tussendoor.', food: true }),
  ]],
  ['Vogel', [
    group('Vogelvoer', [
      leaf('Zaadmengsels', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Kanariezaad Premium', 'Grote Parkieten Mix', 'Tropische Vinken Mix'], c: ['1 kg', '4 kg', '20 kg'], p: [3, 4], f: [1, 3.5, 14], d: 'Evenwichtige zadenmengeling voor kooivogels.', food: true }),
      leaf('Losse zaden', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Pinda’s gepeld', 'Gele Gierst', 'Strooivoer Tuinvogels'], c: ['per kg'], p: [2, 4], d: 'Uit de bulk, je betaalt per kilo.', food: true, trait: 'weight' }),
      leaf('Eivoer', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Eivoer Geel', 'Eivoer Rood', 'Eivoer Tropical'], c: ['250 gram', '1 kg'], p: [4, 5], f: [1, 3], d: 'Extra eiwitten tijdens de rui en het broedseizoen.', food: true }),
    ]),
    group('Buitenvogels', [
      leaf('Vetbollen', { b: ['Versele-Laga', HOUSE_BRAND], t: ['Mezenbollen zonder net', 'Vetblok Insecten', 'Pindakaaspot'], c: ['6 stuks', '30 stuks'], p: [2, 3], f: [1, 4.2], d: 'Energierijk voer voor tuinvogels.', food: true, also: 'vogel/vogelvoer/zaadmengsels' }),
      leaf('Voederhuisjes', { b: ['Trixie', HOUSE_BRAND], t: ['Voederhuisje Vlonder', 'Pindasilo Metaal', 'Nestkastje Mees'], c: [''], p: [9, 35], d: 'Voederplek van FSC-gecertificeerd hout.', cert: 'FSC' }),
    ]),
    group('Kooien & toebehoren', [
      leaf('Vogelkooien', { b: ['Trixie', HOUSE_BRAND], t: ['Parkietenkooi Wit', 'Kanariekooi Klassiek', 'Vlucht Binnen'], c: ['50 cm', '80 cm'], p: [35, 150], d: 'Ruime kooi met zitstokken en voerbakjes.' }),
      leaf('Zitstokken', { b: ['Trixie', HOUSE_BRAND], t: ['Natuurhouten Zitstok', 'Schommel met bel', 'Speelladder'], c: [''], p: [3, 10], d: 'Afwisseling en beweging in de kooi.' }),
    ]),
  ]],
  ['Vis', [
    group('Visvoer', [
      leaf('Vlokvoer', { b: ['Tetra', 'JBL'], t: ['TetraMin Vlokken', 'Goldfish Vlokken', 'NovoBel Vlokvoer'], c: ['100 ml', '250 ml', '1 liter'], p: [4, 6], f: [1, 2, 6], d: 'Hoofdvoer voor alle tropische siervissen.', food: true }),
      leaf('Vijvervoer', { b: ['Tetra', 'JBL'], t: ['Pond Sticks', 'Koi Colour Sticks', 'Pond Wheatgerm'], c: ['4 liter', '10 liter'], p: [12, 18], f: [1, 2.2], d: 'Drijvende sticks voor vijvervissen.', food: true }),
    ]),
    group('Aquaria & techniek', [
      leaf('Aquaria', { b: ['Tetra', 'JBL'], t: ['Starter Line Aquarium', 'Nano Cube', 'Aquariumset Compleet'], c: ['30 liter', '54 liter', '105 liter'], p: [45, 60], f: [1, 1.6, 2.6], d: 'Compleet aquarium met verlichting en filter.' }),
      leaf('Filters & pompen', { b: ['Tetra', 'JBL'], t: ['Binnenfilter EasyCrystal', 'Buitenfilter CristalProfi', 'Luchtpomp Silent'], c: ['300 l/u', '600 l/u'], p: [12, 90], d: 'Voor helder en gezond aquariumwater.' }),
      leaf('Verlichting', { b: ['Tetra', 'JBL'], t: ['LED Balk Daylight', 'LED Plantenlicht', 'Nachtlicht Blauw'], c: ['45 cm', '60 cm'], p: [20, 70], d: 'Energiezuinige verlichting voor plant en vis.' }),
    ]),
    group('Waterbehandeling', [
      leaf('Waterverbeteraars', { b: ['Tetra', 'JBL'], t: ['AquaSafe', 'Biotopol Plus', 'Bacteriestarter'], c: ['100 ml', '250 ml', '500 ml'], p: [5, 7], f: [1, 2, 3.5], d: 'Maakt kraanwater direct visvriendelijk.', trait: 'deposit' }),
      leaf('Testsets', { b: ['Tetra', 'JBL'], t: ['Teststrips 6in1', 'ProAquaTest Nitriet', 'Testkoffer Compleet'], c: [''], p: [10, 60], d: 'Meet snel en betrouwbaar je waterwaarden.' }),
    ]),
    leaf('Decoratie', { b: ['Tetra', 'Trixie', HOUSE_BRAND], t: ['Decoratiesteen Lava 2 kg', 'Kienhout Wortel Medium', 'Aquariumgrind Naturel 5 kg'], c: [''], p: [5, 25], d: 'Natuurlijke aankleding voor je aquarium.' }),
  ]],
  ['Verf & klussen', [
    group('Muurverf', [
      leaf('Muurverf binnen', { b: PAINT, t: ['Muurverf Mat', 'Muurverf Zijdemat', 'Keuken & Badkamer Muurverf'], c: ['1 liter', '2,5 liter', '5 liter'], p: [12, 18], f: [1, 2.2, 4], d: 'Goed dekkende, afwasbare muurverf voor binnen.', trait: 'colour' }),
      leaf('Muurverf buiten', { b: PAINT, t: ['Gevelverf Mat', 'Gevelverf Extra Dekkend', 'Betonverf'], c: ['2,5 liter', '5 liter'], p: [30, 40], f: [1, 1.8], d: 'Weerbestendige muurverf voor buitengevels.', trait: 'colour' }),
    ]),
    group('Lak & beits', [
      leaf('Lak', { b: PAINT, t: ['Lak Hoogglans', 'Lak Zijdeglans', 'Lak Satijn'], c: ['250 ml', '750 ml'], p: [12, 16], f: [1, 2.3], d: 'Slijtvaste lak voor deuren, kozijnen en meubels.', trait: 'colour' }),
      leaf('Beits', { b: ['Sikkens', 'Histor', 'Flexa'], t: ['Tuinbeits Dekkend', 'Schuttingbeits', 'Transparante Beits'], c: ['750 ml', '2,5 liter'], p: [16, 22], f: [1, 2.8], d: 'Beschermt buitenhout tegen weer en wind.', trait: 'colour' }),
      leaf('Grondverf', { b: PAINT, t: ['Grondverf Binnen & Buiten', 'Multiprimer', 'Voorlak'], c: ['750 ml', '2,5 liter'], p: [14, 18], f: [1, 2.8], d: 'Zorgt voor een goede hechting van de aflak.', trait: 'colour' }),
    ]),
    group('Kwasten & rollers', [
      leaf('Kwasten', { b: ['Anza', HOUSE_BRAND], t: ['Lakkwast Platinum', 'Ronde Kwast Elite', 'Platte Kwast Synthetisch'], c: ['25 mm', '50 mm'], p: [4, 18], d: 'Kwast met synthetische haren voor een strakke afwerking.' }),
      leaf('Verfrollers', { b: ['Anza', HOUSE_BRAND], t: ['Muurroller Microvezel', 'Lakroller Velours', 'Verfbak met roller'], c: ['10 cm', '18 cm', '25 cm'], p: [4, 15], d: 'Spatarme roller voor een egaal resultaat.' }),
      leaf('Afplaktape', { b: ['Anza', 'Bison', HOUSE_BRAND], t: ['Schilderstape Precisie', 'Afplaktape Buiten', 'Afdekfolie met tape'], c: ['25 mm x 50 m', '38 mm x 50 m'], p: [3, 5], f: [1, 1.3], d: 'Voor strakke verflijnen zonder lijmresten.' }),
    ]),
    leaf('Oplosmiddelen & reinigers', { b: [HOUSE_BRAND, 'Bison', 'Histor'], t: ['Spiritus', 'Wasbenzine', 'Terpentine'], c: ['500 ml', '1 liter'], p: [3, 5], f: [1, 1.7], d: 'Voor het ontvetten en reinigen van ondergronden en kwasten.', trait: 'alcohol' }),
    group('Voorbereiden', [
      leaf('Schuurpapier', { b: ['Anza', HOUSE_BRAND], t: ['Schuurpapier Assortiment', 'Schuurspons Fijn', 'Schuurblok Medium'], c: ['5 stuks', '10 stuks'], p: [3, 5], f: [1, 1.8], d: 'Voor een gladde ondergrond voor het schilderen.' }),
      leaf('Plamuur & kit', { b: ['Bison', HOUSE_BRAND], t: ['Acrylaatkit Wit', 'Houtplamuur', 'Vulmiddel Muur'], c: ['310 ml', '400 gram'], p: [4, 12], d: 'Vult naden, gaten en scheuren.' }),
    ]),
  ]],
  ['Tuin', [
    leaf('Potgrond & tuinaarde', { b: ['Pokon', 'DCM', HOUSE_BRAND], t: ['Potgrond Universeel', 'Tuinaarde', 'Moestuinaarde Bio'], c: ['20 liter', '40 liter'], p: [3, 6], f: [1, 1.8], d: 'Luchtige grond voor potten, bakken en borders.' }),
    group('Zaden & bollen', [
      leaf('Groentezaden', { b: ['Pokon', HOUSE_BRAND], t: ['Wortel Nantaise', 'Sla Lollo Rossa', 'Snijbonen Helda'], c: ['1 zakje'], p: [2, 4], d: 'Biologisch geteelde zaden voor de moestuin.', cert: 'BIO' }),
      leaf('Bloembollen', { b: ['Pokon', HOUSE_BRAND], t: ['Tulpen Mix', 'Krokussen Botanisch', 'Narcissen Tete-a-Tete'], c: ['10 stuks', '25 stuks'], p: [4, 6], f: [1, 2.2], d: 'Hollandse bloembollen voor een kleurrijk voorjaar.' }),
    ]),
    group('Bemesting', [
      leaf('Gazonmest', { b: ['Pokon', 'DCM'], t: ['Gazonmest Lente', 'Gazonmest Herfst', 'Mos Weg & Gazonmest'], c: ['2,5 kg', '10 kg'], p: [10, 15], f: [1, 3.2], d: 'Voor een dicht en groen gazon.' }),
      leaf('Plantenvoeding', { b: ['Pokon', 'DCM'], t: ['Kamerplantenvoeding', 'Tomatenvoeding', 'Bloeiende Planten Voeding'], c: ['500 ml', '1 liter'], p: [4, 6], f: [1, 1.7], d: 'Vloeibare voeding voor gezonde planten.' }),
    ]),
    group('Tuingereedschap', [
      leaf('Handgereedschap', { b: [HOUSE_BRAND], t: ['Plantschepje RVS', 'Snoeischaar Bypass', 'Onkruidsteker'], c: [''], p: [6, 25], d: 'Stevig handgereedschap voor in de tuin.' }),
      leaf('Tuinslangen', { b: [HOUSE_BRAND], t: ['Tuinslang Flexibel 25 meter', 'Slanghaspel Compleet 20 meter', 'Sproeipistool Multi'], c: [''], p: [10, 50], d: 'Makkelijk water geven in de tuin.' }),
    ]),
  ]],
]

// ---------------------------------------------------------------------------------------------
// Build the tree
// ---------------------------------------------------------------------------------------------

interface LeafInfo {
  id: number
  path: string // slug path, e.g. 'hond/hondenvoer/droogvoer'
  top: string // top-level slug
  tpl: Template
}
const leafInfos: LeafInfo[] = []

export const webNodes: WebNodeDto[] = TREE.map(([topName, children], i) => {
  const topId = (i + 1) * 100
  const topSlug = slugify(topName)
  return {
    Id: topId,
    Description: topName,
    NodeUrl: topSlug,
    Children: children.map((child, j): WebNodeDto => {
      const childId = topId + (j + 1) * 10
      const childSlug = slugify(child.name)
      if ('tpl' in child) {
        leafInfos.push({
          id: childId,
          path: `${topSlug}/${childSlug}`,
          top: topSlug,
          tpl: child.tpl,
        })
        return { Id: childId, Description: child.name, NodeUrl: childSlug, Children: [] }
      }
      return {
        Id: childId,
        Description: child.name,
        NodeUrl: childSlug,
        Children: child.leaves.map((l, k) => {
          const id = childId + k + 1
          const slug = slugify(l.name)
          leafInfos.push({ id, path: `${topSlug}/${childSlug}/${slug}`, top: topSlug, tpl: l.tpl })
          return { Id: id, Description: l.name, NodeUrl: slug, Children: [] }
        }),
      }
    }),
  }
})

/** Id of a leaf category by its slug path, e.g. 'hond/hondenvoer/droogvoer'. */
export function leafIdByPath(path: string): number {
  const found = leafInfos.find((l) => l.path === path)
  if (!found) throw new Error(`Unknown leaf ${path}`)
  return found.id
}

// ---------------------------------------------------------------------------------------------
// Product building blocks
// ---------------------------------------------------------------------------------------------

const DELIVERY = [
  delivery.inStockUsp(DELIVERY_CUT_OFF),
  '1-2 werkdagen',
  '2-4 werkdagen',
  '3-5 werkdagen',
]
const CERTS = {
  MSC: { Code: 'MSC', Name: 'MSC-gecertificeerd' },
  BIO: { Code: 'BIO', Name: 'Biologisch' },
  FSC: { Code: 'FSC', Name: 'FSC-hout' },
}
const ACTIVE = {
  StartDate: '2024-01-01',
  StartTime: '00:00:00',
  EndDate: '2099-12-31',
  EndTime: '23:59:59',
}
const EXPIRED = {
  StartDate: '2024-06-01',
  StartTime: '00:00:00',
  EndDate: '2024-06-30',
  EndTime: '23:59:59',
}
const FUTURE = {
  StartDate: '2099-01-01',
  StartTime: '00:00:00',
  EndDate: '2099-12-31',
  EndTime: '23:59:59',
}

const money = (value: number): string => value.toFixed(2)

/** A price `pct` % lower, in retail style, always strictly below `price`. */
function lowered(price: number, pct: number): number {
  const candidate = retailPrice(price * (1 - pct / 100))
  return candidate < price ? candidate : euro(price * (1 - pct / 100))
}

function isActiveOn(d: DiscountDto, date: string): boolean {
  return d.StartDate <= date && date <= d.EndDate
}

function makeProduct(s: Spec): ProductDto {
  const b = brand(s.brand)
  const path = leafInfos.find((l) => l.id === s.leaves[0])?.path ?? ''
  const url = slugify(s.name)
  // Copy of the product's own kind; "Omschrijving" adds to the short description, never repeats it.
  const copy = s.digital ? digitalGiftCardCopy : leafCopy[path]
  if (!copy) throw new Error(`No copy for leaf ${path}`)
  return {
    Id: s.id,
    Code: `DW${s.id}`,
    Url: url,
    Description: s.name,
    ShortDescription: s.short,
    LongDescription: `<p>${copy.about}</p><ul>${copy.bullets.map((t) => `<li>${t}</li>`).join('')}</ul>`,
    BrandId: b.Id,
    BrandName: b.Name,
    CollectionSlug: s.collection ?? null,
    WebNodeIds: s.leaves,
    PriceInclTax: s.price,
    VatPercentage: s.food ? 9 : 21,
    Discount: null,
    Discounts: [],
    ActiveDiscounts: [],
    StorePrices: [],
    Kits: [],
    DefaultScanCode: { Code: ean13(`8712345${String(s.id).padStart(5, '0')}`) },
    IsWeightProduct: false,
    WeightPrice: null,
    Images: Array.from({ length: s.images ?? 2 }, (_, n) => ({
      Name: `${url}-${n + 1}`,
      FileExtension: '.jpg',
    })),
    Fields: [
      ...(s.content ? [{ Code: 'Inhoudwebshop', Value: s.content }] : []),
      { Code: 'Leveringstijd', Value: s.delivery ?? DELIVERY[0] ?? '' },
    ],
    Banners: [],
    Certs: [],
    ParentProductId: null,
    IsVirtual: s.digital ?? false,
    Stock: s.stock ?? 25,
    Colors: [],
    Rating: s.rating === undefined ? 4.5 : s.rating,
    CreatedDate: s.created ?? '2024-03-15',
  }
}

function setField(p: ProductDto, code: string, value: string): void {
  const existing = p.Fields.find((f) => f.Code === code)
  if (existing) existing.Value = value
  else p.Fields.push({ Code: code, Value: value })
}

let discountSeq = 5001
function addDiscount(p: ProductDto, d: Omit<DiscountDto, 'Id'>, setsPrice = false): void {
  const full: DiscountDto = { Id: discountSeq++, ...d }
  p.Discounts.push(full)
  if (isActiveOn(full, REFERENCE_DATE)) p.ActiveDiscounts.push(full)
  if (setsPrice && full.PriceInclTax !== null) p.Discount = { PriceInclTax: full.PriceInclTax }
}

const base = {
  PriceInclTax: null,
  Percentage: null,
  MinQuantity: null,
  LoyaltyPoints: null,
  IsLoyalty: false,
}
const DISCOUNT_NAMES = ['Weekactie', 'Actie', 'Voordeelactie', 'Seizoensactie', 'Op=Op']

function applyActive(p: ProductDto, pct: number, name: string): void {
  const price = lowered(p.PriceInclTax, pct)
  addDiscount(
    p,
    {
      ...base,
      ...ACTIVE,
      Name: name,
      Description: `${pct}% korting`,
      PriceInclTax: price,
      Percentage: pct,
    },
    true,
  )
}
function applyExpired(p: ProductDto): void {
  addDiscount(p, {
    ...base,
    ...EXPIRED,
    Name: 'Voorjaarsactie',
    Description: '15% korting',
    PriceInclTax: lowered(p.PriceInclTax, 15),
    Percentage: 15,
  })
}
function applyFuture(p: ProductDto): void {
  addDiscount(p, {
    ...base,
    ...FUTURE,
    Name: 'Jubileumactie',
    Description: '20% korting',
    PriceInclTax: lowered(p.PriceInclTax, 20),
    Percentage: 20,
  })
}
/** Personal birthday discount: the anonymous server price (Discount) stays null; the client hides it. */
function applyBirthday(p: ProductDto): void {
  addDiscount(p, {
    ...base,
    ...ACTIVE,
    Name: 'Verjaardagskorting',
    Description: 'Verjaardagskorting',
    PriceInclTax: lowered(p.PriceInclTax, 10),
    Percentage: 10,
  })
}
/** A discount with only a Percentage, starting at 00:00 Amsterdam time on PERCENTAGE_ONLY_START. */
function applyPercentageOnly(p: ProductDto, pct: number): void {
  addDiscount(p, {
    ...base,
    StartDate: PERCENTAGE_ONLY_START,
    StartTime: '00:00:00',
    EndDate: ACTIVE.EndDate,
    EndTime: ACTIVE.EndTime,
    Name: 'Wintervoordeel',
    Description: `${pct}% korting`,
    Percentage: pct,
  })
}
function applySve(p: ProductDto, min: number, pct: number): void {
  const name = min === 2 ? `2 stuks: ${pct}% korting` : `Vanaf ${min} stuks ${pct}% korting`
  addDiscount(p, {
    ...base,
    ...ACTIVE,
    Name: name,
    Description: 'Staffelkorting',
    Percentage: pct,
    MinQuantity: min,
  })
}
function applyLoyalty(p: ProductDto, points: number, pct: number): void {
  addDiscount(p, {
    ...base,
    ...ACTIVE,
    Name: 'Klantenkaartvoordeel',
    Description: `${pct}% korting met je klantenkaart`,
    PriceInclTax: lowered(p.PriceInclTax, pct),
    Percentage: pct,
    LoyaltyPoints: points,
    IsLoyalty: true,
  })
}
function applyDeposit(p: ProductDto, content: string): void {
  const large = /2,5 liter|5 liter/.test(content)
  p.Kits.push(
    large
      ? {
          ProductId: 9002,
          Quantity: 1,
          IsDeposit: true,
          Description: 'Statiegeld jerrycan',
          PriceInclTax: 1.0,
        }
      : {
          ProductId: 9001,
          Quantity: 1,
          IsDeposit: true,
          Description: 'Statiegeld fles',
          PriceInclTax: 0.15,
        },
  )
}
function applyWeight(p: ProductDto): void {
  p.IsWeightProduct = true
  p.WeightPrice = p.PriceInclTax
  setField(p, 'Inhoudwebshop', 'per kg')
}
function applyColour(p: ProductDto, rng: () => number, count: number): void {
  setField(p, 'Kleurkiezer', 'true')
  setField(p, 'Kleurtoeslag', pick(rng, ['1.50', '2.50', '3.95']))
  p.Colors = sample(rng, colourPalette, count).map((c) => ({ ...c }))
}
function applyAlcohol(p: ProductDto): void {
  p.Banners.push({ Name: 'Alcoholhoudend', Title: 'Bevat alcohol' })
}

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

function buildFixtures(rng: () => number): ProductDto[] {
  const L = leafIdByPath
  const out: ProductDto[] = []
  const add = (s: Spec): ProductDto => {
    const p = makeProduct(s)
    out.push(p)
    return p
  }
  add({
    id: 1001,
    name: 'Royal Canin Medium Adult 15 kg',
    brand: 'Royal Canin',
    leaves: [L('hond/hondenvoer/droogvoer')],
    price: 64.99,
    content: '15 kg',
    short: 'Droogvoer voor volwassen honden van middelgrote rassen (11–25 kg).',
    food: true,
    stock: 40,
    images: 3,
  })
  applyActive(
    add({
      id: 1002,
      name: "Hill's Science Plan Adult Kip 12 kg",
      brand: "Hill's",
      leaves: [L('hond/hondenvoer/droogvoer')],
      price: 69.99,
      content: '12 kg',
      short: 'Uitgebalanceerd droogvoer met kip voor volwassen honden.',
      food: true,
    }),
    15,
    'Weekactie',
  )
  applyExpired(
    add({
      id: 1003,
      name: 'Brit Care Puppy Lam & Rijst 3 kg',
      brand: 'Brit Care',
      leaves: [L('hond/hondenvoer/puppyvoer')],
      price: 19.99,
      content: '3 kg',
      short: 'Hypoallergeen puppyvoer met lam en rijst.',
      food: true,
    }),
  )
  applyFuture(
    add({
      id: 1004,
      name: 'Whiskas 1+ Vis Selectie in saus 12 x 85 gram',
      brand: 'Whiskas',
      leaves: [L('kat/kattenvoer/natvoer')],
      price: 6.49,
      content: '12 x 85 gram',
      short: 'Maaltijdzakjes met vis in saus.',
      food: true,
    }),
  )
  applyBirthday(
    add({
      id: 1005,
      name: 'Sheba Delicacy Kip in gelei 8 x 85 gram',
      brand: 'Sheba',
      leaves: [L('kat/kattenvoer/natvoer')],
      price: 5.99,
      content: '8 x 85 gram',
      short: 'Malse stukjes kip in gelei.',
      food: true,
    }),
  )
  applySve(
    add({
      id: 1006,
      name: 'Catsan Hygiëne Kattenbakvulling 10 liter',
      brand: 'Catsan',
      leaves: [L('kat/kattenbakvulling/klonterend')],
      price: 8.99,
      content: '10 liter',
      short: 'Hygiënische kattenbakvulling van witte korrels.',
    }),
    3,
    10,
  )
  applyLoyalty(
    add({
      id: 1007,
      name: 'Pavo SportsFit 20 kg',
      brand: 'Pavo',
      leaves: [L('paard-en-ruiter/paardenvoer/krachtvoer')],
      price: 27.49,
      content: '20 kg',
      short: 'Krachtvoer voor sportpaarden, rijk aan vezels.',
      food: true,
    }),
    250,
    10,
  )
  applyDeposit(
    add({
      id: 1008,
      name: 'JBL Biotopol Waterverbeteraar 500 ml',
      brand: 'JBL',
      leaves: [L('vis/waterbehandeling/waterverbeteraars')],
      price: 12.99,
      content: '500 ml',
      short: 'Waterverbeteraar die kraanwater direct geschikt maakt voor vissen.',
    }),
    '500 ml',
  )
  applyWeight(
    add({
      id: 1009,
      name: 'Versele-Laga Zonnebloempitten gestreept per kg',
      brand: 'Versele-Laga',
      leaves: [L('vogel/vogelvoer/losse-zaden')],
      price: 2.99,
      content: 'per kg',
      short: 'Gestreepte zonnebloempitten uit de bulk, je betaalt per kilo.',
      food: true,
    }),
  )
  applyColour(
    add({
      id: 1010,
      name: 'Flexa Strak in de Lak Zijdeglans 750 ml',
      brand: 'Flexa',
      leaves: [L('verf-en-klussen/lak-en-beits/lak')],
      price: 27.99,
      content: '750 ml',
      short: 'Zijdeglans lak op waterbasis voor binnen en buiten.',
      collection: 'strak-in-de-lak',
    }),
    rng,
    12,
  )
  applyAlcohol(
    add({
      id: 1011,
      name: 'Effol Paardenliniment met kamfer 500 ml',
      brand: 'Effol',
      leaves: [L('paard-en-ruiter/paardenverzorging/liniment-en-spierverzorging')],
      price: 14.99,
      content: '500 ml',
      short: 'Verkoelend liniment met kamfer en alcohol voor benen en spieren.',
    }),
  )
  setField(
    add({
      id: 1012,
      name: 'Kong Classic Hondenspeeltje Large',
      brand: 'Kong',
      leaves: [L('hond/speelgoed-en-slapen/ballen')],
      price: 14.49,
      content: 'Large',
      short: 'Het onverwoestbare rubberen speeltje, te vullen met snacks.',
      created: '2025-11-01',
    }),
    'PFC_Nieuw',
    'true',
  )
  setField(
    add({
      id: 1013,
      name: 'Trixie Krabpaal Baza 100 cm',
      brand: 'Trixie',
      leaves: [L('kat/krabpalen-en-speelgoed/krabpalen')],
      price: 49.99,
      content: '100 cm',
      short: 'Krabpaal met ligplaats, holletje en speelmuis.',
    }),
    'Webprijs',
    '44.99',
  )
  const aquarium = add({
    id: 1014,
    name: 'Tetra AquaArt LED Aquarium 60 liter',
    brand: 'Tetra',
    leaves: [L('vis/aquaria-en-techniek/aquaria')],
    price: 99.99,
    content: '60 liter',
    short: 'Compleet aquarium met LED-verlichting en binnenfilter.',
  })
  setField(aquarium, 'Adviesprijs', '129.99')
  aquarium.Kits.push({
    ProductId: 9003,
    Quantity: 1,
    IsDeposit: false,
    Description: 'Binnenfilter EasyCrystal (inbegrepen)',
    PriceInclTax: 0,
  })

  // A family: the parent and its variants, each with its label and, where the product has them,
  // its outer dimensions (Afmetingen).
  const family = (parent: Spec, children: [number, string, string?][]): void => {
    add(parent).VariantCount = children.length
    for (const [id, suffix, dimensions] of children) {
      const child = add({ ...parent, id, name: `${parent.name} ${suffix}`, images: 1 })
      child.ParentProductId = parent.id
      setField(child, 'Variant', suffix)
      if (dimensions) setField(child, 'Afmetingen', dimensions)
    }
  }
  family(
    {
      id: 1015,
      name: 'Kentucky Zadeldekje Classic',
      brand: 'Kentucky Horsewear',
      leaves: [L('paard-en-ruiter/zadeldekjes-en-dekens/zadeldekjes')],
      price: 54.95,
      content: 'Full',
      short: 'Klassiek zadeldekje met katoenen bovenkant en ademende vulling.',
      collection: 'basics',
    },
    [
      [1016, 'Marine'],
      [1017, 'Zwart'],
      [1018, 'Bordeaux'],
    ],
  )
  // Gift cards: 1019 is e-mailed (virtual: no delivery, no stock limit), 1020 is a card in the post
  // (shipped like any other product), so the two kinds stand side by side.
  for (const [id, amount, digital] of [
    [1019, 25, true],
    [1020, 50, false],
  ] as const) {
    const card = add({
      id,
      name: digital ? `Digitale cadeaukaart € ${amount}` : `Cadeaukaart € ${amount}`,
      brand: HOUSE_BRAND,
      leaves: [L('hond/cadeaukaarten')],
      price: amount,
      content: '',
      short: 'Te besteden in al onze winkels en in de webshop.',
      delivery: digital ? 'Direct per e-mail' : DELIVERY[0],
      rating: null,
      images: 1,
      digital,
    })
    card.VatPercentage = 0
  }
  add({
    id: 1021,
    name: 'Versele-Laga Prestige Parkieten 4 kg',
    brand: 'Versele-Laga',
    leaves: [L('vogel/vogelvoer/zaadmengsels')],
    price: 9.99,
    content: '4 kg',
    short: 'Zadenmengeling voor grasparkieten.',
    food: true,
    stock: 0,
    delivery: 'Tijdelijk uitverkocht',
  })
  // A discount given only as a percentage (no price of its own), starting at midnight Amsterdam time.
  applyPercentageOnly(
    add({
      id: 1029,
      name: 'Catsan Ultra Plus Kattenbakvulling 10 liter',
      brand: 'Catsan',
      leaves: [L('kat/kattenbakvulling/klonterend')],
      price: 11.99,
      content: '10 liter',
      short: 'Klonterende kattenbakvulling die geurtjes vasthoudt.',
    }),
    20,
  )
  family(
    {
      id: 1022,
      name: 'Trixie Hondenmand Ovaal',
      brand: 'Trixie',
      leaves: [L('hond/speelgoed-en-slapen/manden-en-kussens')],
      price: 34.99,
      content: '',
      short: 'Ovale mand met afneembaar, wasbaar kussen.',
    },
    [
      [1023, 'maat S', '50 x 40 cm'],
      [1024, 'maat M', '65 x 50 cm'],
      [1025, 'maat L', '80 x 60 cm'],
    ],
  )
  family(
    {
      id: 1026,
      name: "Harry's Horse Rijbroek Denim",
      brand: "Harry's Horse",
      leaves: [L('paard-en-ruiter/ruiterkleding/rijbroeken')],
      price: 89.95,
      content: '',
      short: 'Rijbroek van stretch denim met siliconen zitvlak.',
      collection: 'denim',
    },
    [
      [1027, 'maat 36'],
      [1028, 'maat 38'],
    ],
  )
  addSeniorFoods(family, L)
  return out
}

// ---------------------------------------------------------------------------------------------
// Generated products and feature assignment
// ---------------------------------------------------------------------------------------------

const isDigitalGiftCard = (type: string) => type.startsWith('Digitale ')

function buildGenerated(rng: () => number, takenUrls: Set<string>): ProductDto[] {
  const giftCardLeaves = new Set(
    leafInfos.filter((l) => l.tpl.trait === 'virtual').map((l) => l.id),
  )
  const out: ProductDto[] = []
  let id = 1030
  for (const info of leafInfos) {
    const { tpl } = info
    // Added after the generated range, so no generated product moves (handmadeProducts).
    if (tpl.handmade) continue
    const brandsShuffled = shuffle(rng, tpl.b)
    const offset = intBetween(rng, 0, tpl.t.length - 1)
    for (let k = 0; k < 3; k++) {
      const type = tpl.t[(k + offset) % tpl.t.length] ?? ''
      const brandName = brandsShuffled[k % brandsShuffled.length] ?? HOUSE_BRAND
      const contentIndex = intBetween(rng, 0, tpl.c.length - 1)
      const content = tpl.c[contentIndex] ?? ''
      let name = [tpl.noBrand ? '' : brandName, type, content].filter(Boolean).join(' ')
      if (takenUrls.has(slugify(name))) name = `${name} (${id})`
      takenUrls.add(slugify(name))
      const basePrice = tpl.p[0] + rng() * (tpl.p[1] - tpl.p[0])
      const virtualAmount = tpl.trait === 'virtual' ? Number(/€ (\d+)/.exec(type)?.[1] ?? 10) : null
      const factor = tpl.f?.[contentIndex] ?? 1 + contentIndex * 0.25
      const price = virtualAmount ?? retailPrice(basePrice * factor)
      const b = brand(brandName)
      const collection =
        b.Collections.length > 0 && rng() < 0.6 ? pick(rng, b.Collections).UrlSlug : null
      const created = `20${pick(rng, ['23', '24', '25'])}-${String(intBetween(rng, 1, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`
      const p = makeProduct({
        id,
        digital: tpl.trait === 'virtual' && isDigitalGiftCard(type),
        name,
        brand: brandName,
        leaves: tpl.also ? [info.id, leafIdByPath(tpl.also)] : [info.id],
        price,
        content,
        short: tpl.d,
        food: tpl.food ?? false,
        stock: intBetween(rng, 3, 150),
        created,
        images: intBetween(rng, 1, 4),
        rating: rng() < 0.25 ? null : intBetween(rng, 35, 50) / 10,
        delivery: pick(rng, DELIVERY),
        collection,
      })
      if (tpl.cert) p.Certs.push({ ...CERTS[tpl.cert] })
      if (brandName === 'Yarrah') p.Certs.push({ ...CERTS.BIO })
      switch (tpl.trait) {
        case 'weight':
          applyWeight(p)
          break
        case 'deposit':
          applyDeposit(p, content)
          break
        case 'colour':
          applyColour(p, rng, intBetween(rng, 6, 15))
          break
        case 'alcohol':
          applyAlcohol(p)
          break
        case 'virtual':
          // Gift cards: only the digital one is e-mailed; the others are cards in the post.
          p.VatPercentage = 0
          p.Rating = null
          if (p.IsVirtual) setField(p, 'Leveringstijd', 'Direct per e-mail')
          break
        default:
          break
      }
      out.push(p)
      id++
    }
  }

  // Spread the remaining features over distinct products that are no gift card, so each count is
  // guaranteed.
  const pool = shuffle(
    rng,
    out.filter((p) => !giftCardLeaves.has(p.WebNodeIds[0] ?? 0)),
  )
  let at = 0
  const take = (n: number): ProductDto[] => {
    const slice = pool.slice(at, at + n)
    at += n
    return slice
  }
  take(24).forEach((p) =>
    applyActive(p, pick(rng, [10, 15, 20, 25, 30]), pick(rng, DISCOUNT_NAMES)),
  )
  take(6).forEach(applyExpired)
  take(4).forEach(applyFuture)
  take(6).forEach(applyBirthday)
  take(10).forEach((p, i) => applySve(p, [2, 3, 4][i % 3] ?? 3, [25, 10, 15][i % 3] ?? 10))
  take(6).forEach((p, i) => applyLoyalty(p, i % 2 === 0 ? 250 : 500, i % 2 === 0 ? 10 : 20))
  // Web prices only where there is no active discount, so "current price" stays unambiguous.
  take(12).forEach((p) => setField(p, 'Webprijs', money(lowered(p.PriceInclTax, 5))))
  take(8).forEach((p) => {
    p.Stock = 0
    setField(p, 'Leveringstijd', 'Tijdelijk uitverkocht')
  })

  const second = shuffle(rng, pool)
  second
    .slice(0, 14)
    .forEach((p) => setField(p, 'Adviesprijs', money(retailPrice(p.PriceInclTax * 1.2))))
  second.slice(14, 32).forEach((p) => {
    setField(p, 'PFC_Nieuw', 'true')
    p.CreatedDate = `2025-${String(intBetween(rng, 10, 12)).padStart(2, '0')}-${String(intBetween(rng, 1, 28)).padStart(2, '0')}`
  })
  second.slice(32, 54).forEach((p) => {
    p.StorePrices = sample(rng, storeCodes, 3).map((code) => ({
      StoreCode: code,
      PriceInclTax: retailPrice(p.PriceInclTax * (0.95 + rng() * 0.1)),
    }))
  })

  // The colour rule reads Kleurkiezer in every spelling the shop accepts, or Colors alone: the
  // seed keeps one generated colour product of each (no rng, so nothing else moves).
  const colourProducts = out.filter((p) => p.Colors.length > 0)
  const spellings = ['Ja', '1', 'yes', 'TRUE']
  spellings.forEach((value, i) => {
    const p = colourProducts[i]
    if (p) setField(p, 'Kleurkiezer', value)
  })
  const colorsOnly = colourProducts[spellings.length]
  if (colorsOnly) colorsOnly.Fields = colorsOnly.Fields.filter((f) => f.Code !== 'Kleurkiezer')
  return out
}

/**
 * Body protectors (riding gear), written out: each with its protection level as a field
 * ('Beschermingsniveau'). Ids follow the generated range; no random numbers are drawn.
 */
function handmadeProducts(firstId: number): ProductDto[] {
  const leaves = [leafIdByPath('paard-en-ruiter/ruiterkleding/bodyprotectors')]
  const short = 'Beschermvest voor je rug en ribben.'
  const defs: [string, string, number, string, number][] = [
    ['HKM Bodyprotector Flex Level 3 maat M', 'HKM', 89.95, 'Level 3 (BETA 2018)', 14],
    [
      'Kentucky Horsewear Beschermvest Pro Level 3 maat L',
      'Kentucky Horsewear',
      179.95,
      'Level 3 (BETA 2018)',
      6,
    ],
    ["Harry's Horse Bodyprotector Junior maat S", "Harry's Horse", 74.95, 'Level 2 (BETA 2018)', 9],
  ]
  return defs.map(([name, brandName, price, level, stock], i) => {
    const p = makeProduct({
      id: firstId + i,
      name,
      brand: brandName,
      leaves,
      price,
      content: '',
      short,
      stock,
      created: '2025-09-01',
      images: 2,
      rating: 4.6,
      delivery: DELIVERY[0],
    })
    setField(p, 'Beschermingsniveau', level)
    return p
  })
}

function buildProducts(): ProductDto[] {
  const rng = mulberry32(20240601)
  const fixtures = buildFixtures(rng)
  const generated = buildGenerated(rng, new Set(fixtures.map((p) => p.Url)))
  const handmade = handmadeProducts((generated.at(-1)?.Id ?? 1029) + 1)
  const made = [...fixtures, ...generated, ...handmade]
  // Sized products become variants of a family; parents and other sizes follow every other Id.
  const families = buildFamilies(made, (handmade.at(-1)?.Id ?? 1029) + 1, leafIdByPath)
  // Food Fields go by family (ParentProductId ?? Id), so they come after the families exist.
  return withFamilyPrices(applyFoodFields([...made, ...families], leafIdByPath))
}

export const products: ProductDto[] = buildProducts()

/** Ids of all leaf categories (products are only ever attached to leaves). */
export const leafNodeIds: number[] = leafInfos.map((l) => l.id)
