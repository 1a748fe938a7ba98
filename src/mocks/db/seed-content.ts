// Content seed of the mock backend: menu article, shared banner categories, page articles and on-demand entity articles.

import { site } from '@/config/site'
import { DELIVERY_CUT_OFF } from '@/domain/delivery-promise'
import { delivery } from '@/messages/nl/delivery'
import { shippingPageHtml } from './seed-shipping'
import {
  brands,
  fixtureProductIds,
  HOUSE_BRAND,
  leafIdByPath,
  products,
  webNodes,
} from './seed-catalogue'
import { faqItems, stores } from './seed-stores-people'
import type {
  ArticleDto,
  AtomType,
  BannerCategoryDto,
  BannerDto,
  BlockDto,
  BlogPostDto,
  BrandDto,
  DiyGuideBlockData,
  ImageRef,
  JobDto,
  MenuArticleDto,
  MenuItemDto,
  ProductDto,
  WebNodeDto,
} from './types'

const img = (name: string, ext = '.jpg'): ImageRef => ({ Name: name, FileExtension: ext })

// ---------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------

let menuSeq = 1
const item = (Title: string, AlternateUrl: string, Children?: MenuItemDto[]): MenuItemDto =>
  Children
    ? { ID: menuSeq++, Title, AlternateUrl, Children }
    : { ID: menuSeq++, Title, AlternateUrl }

export const menuArticle: MenuArticleDto = {
  MainMenu: [
    ...webNodes.map((top) =>
      item(
        top.Description,
        `/producten/${top.Id}`,
        top.Children.map((c) => item(c.Description, `/producten/${c.Id}`)),
      ),
    ),
    item('Aanbiedingen', '/producten/aanbiedingen'),
    item('Merken', '/merken'),
  ],
  FooterMenu: [
    item('Klantenservice', '/klantenservice', [
      item('Contact', '/contact'),
      item('Veelgestelde vragen', '/faq'),
      item('Verzenden en retourneren', '/verzenden-en-retourneren'),
      item('Track & trace', '/track-my-order'),
    ]),
    item('Over ons', '/over-ons', [
      item('Over ons', '/over-ons'),
      item('Vacatures', '/vacatures'),
      item('Blog', '/blog'),
      item('Winkels', '/winkels'),
    ]),
    item(
      'Assortiment',
      '/producten/aanbiedingen',
      webNodes.map((top) => item(top.Description, `/producten/${top.Id}`)),
    ),
    item('Service', '/klantenservice', [
      item('Kleurkiezer', '/kleurkiezer'),
      item('Kluswijzer', '/kluswijzer'),
      item('Recepten', '/recepten'),
      item('Klantenkaart', '/klantenkaart'),
      item('Merken', '/merken'),
    ]),
  ],
  SubFooterMenu: [
    item('Algemene voorwaarden', '/algemene-voorwaarden'),
    item('Privacy', '/privacy'),
    item('Cookies', '/cookies'),
    item('Toegankelijkheid', '/toegankelijkheid'),
    item('Sitemap', '/sitemap'),
  ],
  Menus: [
    {
      Name: 'topmenu',
      Items: [
        item('Klantenservice', '/klantenservice'),
        item('Winkels', '/winkels'),
        item('Vacatures', '/vacatures'),
        item('Blog', '/blog'),
        item('Klantenkaart', '/klantenkaart'),
      ],
    },
    {
      Name: 'contentmenu',
      Items: [
        item('Over ons', '/over-ons'),
        item('Kleurkiezer', '/kleurkiezer'),
        item('Kluswijzer', '/kluswijzer'),
        item('Recepten', '/recepten'),
        item('Veelgestelde vragen', '/faq'),
      ],
    },
  ],
}

// ---------------------------------------------------------------------------------------------
// Shared banner categories
// ---------------------------------------------------------------------------------------------

const banner = (
  Title: string,
  Text: string,
  image: string | null,
  extra: Partial<BannerDto> = {},
): BannerDto => ({
  Title,
  Text,
  Images: image ? [img(image)] : [],
  IsHidden: false,
  ...extra,
})

export const bannerCategories: BannerCategoryDto[] = [
  {
    Name: 'mainbanners',
    Banners: [
      banner(
        'Alles voor je huisdier',
        '<p>Voeding, snacks en speelgoed van de beste merken.</p>',
        'hero-huisdieren',
        { Url: '/producten/100', LinkText: 'Bekijk het assortiment' },
      ),
      banner(
        'Klaar voor het buitenseizoen',
        '<p>Vliegendekens en zadeldekjes van Kentucky en HKM.</p>',
        'hero-paardensport',
        { Url: '/producten/300', LinkText: 'Naar paard & ruiter' },
      ),
      banner(
        'Verf in elke kleur',
        '<p>Laat je kleur mengen in de winkel of kies online met de kleurkiezer.</p>',
        'hero-verf',
        { Url: '/kleurkiezer', LinkText: 'Open de kleurkiezer' },
      ),
    ],
  },
  {
    Name: 'contactdetails',
    Banners: [
      banner(
        'Klantenservice',
        `<p><strong>Klantenservice 088 123 45 67</strong></p><p>Maandag t/m vrijdag 08:30 – 20:00<br>Zaterdag 09:00 – 17:00</p><p><a href="mailto:${site.email('klantenservice')}">${site.email('klantenservice')}</a></p><p>${site.legalName}<br>Stationsplein 1<br>3511 AA Utrecht</p>`,
        null,
      ),
    ],
  },
  {
    Name: 'usp-banners',
    Banners: [
      banner('Gratis verzending vanaf € 39,95', '', null),
      // The USP and the delivery promise share one cut-off (domain/delivery-promise.ts).
      banner(delivery.usp(DELIVERY_CUT_OFF), '', null),
      // The number of stores is the store list's own (the store finder lists them all).
      banner(`${stores.length} winkels in Nederland`, '', null, { Url: '/winkels' }),
      banner('Gratis retourneren binnen 30 dagen', '', null, { Url: '/verzenden-en-retourneren' }),
    ],
  },
  {
    Name: 'newsletter-promo-modal',
    Banners: [
      banner(
        '10% korting op je eerste bestelling',
        '<p>Schrijf je in voor onze nieuwsbrief en ontvang <strong>10% korting</strong> op je eerste bestelling. Plus elke week tips en aanbiedingen voor jouw huisdier.</p>',
        'nieuwsbrief-hond',
      ),
    ],
  },
  {
    Name: 'mainbrands',
    Banners: brands
      .filter((b) => b.IsMainBrand)
      .map((b) => ({
        Title: b.Name,
        Text: `<p>${b.Description}</p>`,
        Images: [{ ...b.Logo }],
        IsHidden: false,
        Url: `/merk/${b.UrlSlug}`,
        LinkText: `Alles van ${b.Name}`,
      })),
  },
  {
    Name: 'mainjobs',
    Banners: [
      banner(
        `Werken bij ${site.name}`,
        '<p>Hou je van dieren, klussen of tuinieren? Kom ons team versterken in een van onze winkels of ons distributiecentrum.</p>',
        'werken-bij',
        { Url: '/vacatures', LinkText: 'Bekijk alle vacatures' },
      ),
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

let blockSeq = 1
const block = (Type: string, data: unknown): BlockDto => ({
  ID: blockSeq++,
  Type,
  Data: JSON.stringify(data),
})
const text = (Html: string, Title?: string): BlockDto =>
  block('Text', Title ? { Title, Html } : { Html })

const byLeaf = (path: string): ProductDto[] => {
  const id = leafIdByPath(path)
  return products.filter((p) => p.WebNodeIds.includes(id) && p.ParentProductId === null)
}
const firstIn = (path: string, n = 0): number => {
  const p = byLeaf(path)[n]
  if (!p) throw new Error(`No product in ${path}`)
  return p.Id
}

const discounted = products
  .filter((p) => p.Discount !== null && p.ParentProductId === null)
  .slice(0, 8)
  .map((p) => p.Id)
const newest = products
  .filter((p) => p.Fields.some((f) => f.Code === 'PFC_Nieuw' && f.Value === 'true'))
  .slice(0, 8)
  .map((p) => p.Id)

const diyGuides: DiyGuideBlockData[] = [
  {
    Title: 'Een houten schutting beitsen',
    UrlSlug: 'schutting-beitsen',
    Difficulty: 'Makkelijk',
    DurationMinutes: 180,
    Intro: 'Met een nieuwe laag beits ziet je schutting er weer jaren verzorgd uit.',
    Steps: [
      'Kies een droge dag tussen 10 en 25 °C.',
      'Borstel de schutting schoon en laat het hout drogen.',
      'Schuur ruwe plekken licht op.',
      'Plak tuinmuren en paden af.',
      'Breng twee lagen beits aan in de richting van de nerf.',
    ],
    Products: [
      { ProductId: firstIn('verf-en-klussen/lak-en-beits/beits'), Quantity: 2 },
      { ProductId: firstIn('verf-en-klussen/kwasten-en-rollers/kwasten'), Quantity: 1 },
      { ProductId: firstIn('verf-en-klussen/voorbereiden/schuurpapier'), Quantity: 1 },
      { ProductId: firstIn('verf-en-klussen/kwasten-en-rollers/afplaktape'), Quantity: 1 },
    ],
  },
  {
    Title: 'Een konijnenhok bouwen',
    UrlSlug: 'konijnenhok-bouwen',
    Difficulty: 'Gemiddeld',
    DurationMinutes: 240,
    Intro: 'Een ruim hok met ren waarin je konijnen kunnen rennen, graven en schuilen.',
    Steps: [
      'Kies een plek in de schaduw, uit de wind.',
      'Bouw het hok volgens de handleiding op een vlakke ondergrond.',
      'Behandel het hout aan de buitenkant met beits.',
      'Leg een laag bodembedekking en vers hooi in het hok.',
      'Zet voer en water klaar en laat je konijnen rustig wennen.',
    ],
    Products: [
      { ProductId: firstIn('knaagdier/hokken-en-kooien/konijnenhokken'), Quantity: 1 },
      { ProductId: firstIn('knaagdier/hooi-en-bodembedekking/bodembedekking'), Quantity: 2 },
      { ProductId: firstIn('knaagdier/hooi-en-bodembedekking/hooi'), Quantity: 1 },
      { ProductId: firstIn('knaagdier/knaagdiervoer/konijnenvoer'), Quantity: 1 },
      { ProductId: firstIn('verf-en-klussen/lak-en-beits/beits', 1), Quantity: 1 },
    ],
  },
  {
    Title: 'Een aquarium inrichten',
    UrlSlug: 'aquarium-inrichten',
    Difficulty: 'Gemiddeld',
    DurationMinutes: 120,
    Intro: 'Stap voor stap naar een gezond aquarium met planten en vissen.',
    Steps: [
      'Spoel het grind en de decoratie af met lauw water.',
      'Leg het grind in een laag van 5 cm en plaats de decoratie.',
      'Vul het aquarium met kraanwater en voeg waterverbeteraar toe.',
      'Zet filter en verlichting aan en laat het twee weken inlopen.',
      'Test het water en zet pas daarna de eerste vissen uit.',
    ],
    Products: [
      { ProductId: fixtureProductIds.listPrice, Quantity: 1 },
      { ProductId: fixtureProductIds.deposit, Quantity: 1 },
      { ProductId: firstIn('vis/decoratie'), Quantity: 2 },
      { ProductId: firstIn('vis/waterbehandeling/testsets'), Quantity: 1 },
      { ProductId: firstIn('vis/visvoer/vlokvoer'), Quantity: 1 },
    ],
  },
  {
    Title: 'Een slaapkamermuur verven',
    UrlSlug: 'slaapkamermuur-verven',
    Difficulty: 'Makkelijk',
    DurationMinutes: 240,
    Intro: 'Een nieuwe kleur op de muur geeft je slaapkamer direct een andere sfeer.',
    Steps: [
      'Haal de kamer leeg en dek de vloer af.',
      'Vul gaatjes en scheuren met vulmiddel en schuur ze glad.',
      'Plak plinten, kozijnen en stopcontacten af.',
      'Zet de hoeken en randen aan met een kwast.',
      'Rol de muur in banen van boven naar beneden.',
      'Verwijder de tape voordat de verf helemaal droog is.',
    ],
    Products: [
      { ProductId: firstIn('verf-en-klussen/muurverf/muurverf-binnen'), Quantity: 2 },
      { ProductId: firstIn('verf-en-klussen/kwasten-en-rollers/verfrollers'), Quantity: 1 },
      { ProductId: firstIn('verf-en-klussen/kwasten-en-rollers/afplaktape', 1), Quantity: 2 },
      { ProductId: firstIn('verf-en-klussen/voorbereiden/plamuur-en-kit'), Quantity: 1 },
      { ProductId: firstIn('verf-en-klussen/kwasten-en-rollers/kwasten', 1), Quantity: 1 },
    ],
  },
]

interface ArticleSpec {
  slug: string
  title: string
  description: string
  blocks?: BlockDto[]
  extras?: BannerCategoryDto[]
  atom?: AtomType
}
let articleSeq = 1
const article = (s: ArticleSpec): ArticleDto => ({
  Id: articleSeq++,
  AtomType: s.atom ?? 'Content.Article',
  UrlSlug: s.slug,
  Title: s.title,
  Description: s.description,
  Keywords: [
    'dierenspeciaalzaak',
    ...s.title
      .toLowerCase()
      .split(/[^a-z0-9à-ü]+/)
      .filter((w) => w.length > 3),
  ].join(', '),
  Blocks: s.blocks ?? [],
  BannerCategories: s.extras ?? [],
})

const faqTopics = [...new Set(faqItems.map((f) => f.Topic))]

export const articles: ArticleDto[] = [
  article({
    slug: 'home',
    title: `${site.name} – alles voor dier, paard, klus en tuin`,
    description:
      'De dierenspeciaalzaak voor hond, kat, paard en ruiter, knaagdier, vogel en vis. Plus verf, klussen en tuin.',
    blocks: [
      block('Hero', {
        Title: 'Alles voor jouw huisdier',
        Text: 'Meer dan 10.000 producten, advies van echte dierenliefhebbers.',
        Image: img('home-hero'),
        LinkUrl: '/producten/aanbiedingen',
        LinkText: 'Bekijk de aanbiedingen',
      }),
      block('CategoryTiles', {
        Title: 'Shop per categorie',
        WebNodeIds: webNodes.map((n) => n.Id),
      }),
      block('ProductList', { Title: 'Aanbiedingen', ProductIds: discounted }),
      block('ProductList', { Title: 'Nieuw binnen', ProductIds: newest }),
      text(
        `<p>${site.name} is een Nederlandse winkelketen met ${stores.length} winkels. Al meer dan 40 jaar helpen we dierenliefhebbers, ruiters, klussers en tuiniers met goed advies en producten van topkwaliteit.</p><p>Bestel online of kom langs: in veel winkels kun je ook verf laten mengen en je webshopbestelling ophalen.</p>`,
        `Over ${site.name}`,
      ),
      // No newsletter block of its own: the footer's form is home's one newsletter prompt.
    ],
    extras: [
      {
        Name: 'home-extra',
        Banners: [
          banner(
            'Sparen met de klantenkaart',
            '<p>Spaar punten bij elke aankoop en profiteer van exclusieve acties.</p>',
            'klantenkaart',
            { Url: '/klantenkaart', LinkText: 'Meer over de klantenkaart' },
          ),
          banner('Kleurkiezer', '<p>Vind de perfecte kleur voor je muur.</p>', 'kleurkiezer', {
            Url: '/kleurkiezer',
            LinkText: 'Start met kiezen',
          }),
        ],
      },
    ],
  }),
  article({
    slug: 'contact',
    atom: 'Contact.Company',
    title: 'Contact',
    description: `Neem contact op met de klantenservice van ${site.name}.`,
    blocks: [
      text(
        '<p>Heb je een vraag over je bestelling, een product of onze winkels? We helpen je graag. Bekijk eerst de <a href="/faq">veelgestelde vragen</a>; misschien staat je antwoord er al tussen.</p>',
        'Wij helpen je graag',
      ),
    ],
  }),
  article({
    slug: 'faq',
    title: 'Veelgestelde vragen',
    description:
      'Antwoorden op de meest gestelde vragen over bestellen, betalen, verzenden en de klantenkaart.',
    blocks: faqTopics.map((topic) =>
      block('FaqGroup', {
        Topic: topic,
        Items: faqItems
          .filter((f) => f.Topic === topic)
          .map((f) => ({ Question: f.Question, Answer: f.Answer })),
      }),
    ),
  }),
  article({
    slug: 'blog',
    title: 'Blog',
    description: 'Tips en verhalen over huisdieren, paarden, klussen en tuinieren.',
    blocks: [text('<p>Lees onze nieuwste artikelen met tips van onze specialisten.</p>')],
  }),
  article({
    slug: 'vacatures',
    title: 'Vacatures',
    description: `Werken bij ${site.name}: bekijk onze vacatures in de winkels en het distributiecentrum.`,
    blocks: [
      text(
        '<p>Wil jij werken met dieren en mensen? Bekijk onze openstaande vacatures en solliciteer direct.</p>',
      ),
    ],
  }),
  article({
    slug: 'winkels',
    title: 'Onze winkels',
    description: `Vind een ${site.name} bij jou in de buurt, met openingstijden en services.`,
    blocks: [
      text(
        '<p>Kom langs in een van onze winkels voor persoonlijk advies. Veel winkels hebben een afhaalpunt voor webshopbestellingen.</p>',
      ),
    ],
  }),
  article({
    slug: 'merken',
    title: 'Merken',
    description: `Alle merken bij ${site.name}, van Royal Canin tot Flexa.`,
    blocks: [
      text(`<p>Wij verkopen de bekendste A-merken én ons eigen huismerk ${HOUSE_BRAND}.</p>`),
    ],
  }),
  article({
    slug: 'kleurkiezer',
    title: 'Kleurkiezer',
    description: 'Kies online je verfkleur uit ons kleurenpalet.',
    blocks: [
      text(
        '<p>Kies een kleur, bekijk hem op je scherm en bestel de verf direct in de juiste kleur. Let op: kleuren op een scherm kunnen afwijken.</p>',
      ),
      block('ProductList', {
        Title: 'Verf in elke kleur',
        ProductIds: products
          .filter((p) => p.Colors.length > 0 && p.ParentProductId === null)
          .slice(0, 8)
          .map((p) => p.Id),
      }),
    ],
  }),
  article({
    slug: 'kluswijzer',
    title: 'Kluswijzer',
    description: 'Stap-voor-stap klusadvies met de juiste materialen.',
    blocks: [
      text(
        '<p>Onze kluswijzers helpen je stap voor stap, met een boodschappenlijst die je direct in je winkelmandje legt.</p>',
      ),
      ...diyGuides.map((g) => block('DiyGuide', g)),
    ],
    extras: [
      {
        Name: 'kluswijzer-extra',
        Banners: [
          banner(
            'Verf laten mengen',
            '<p>In onze winkels mengen we elke kleur terwijl je wacht.</p>',
            'verf-mengen',
            { Url: '/winkels', LinkText: 'Vind een winkel' },
          ),
        ],
      },
    ],
  }),
  article({
    slug: 'sitemap',
    title: 'Sitemap',
    description: 'Overzicht van alle pagina’s van de webshop.',
  }),
  article({
    slug: 'track-my-order',
    title: 'Volg je bestelling',
    description: 'Bekijk de status van je bestelling met je ordernummer en postcode.',
    blocks: [
      text('<p>Vul je ordernummer en postcode in om de status van je bestelling te zien.</p>'),
    ],
  }),
  article({
    slug: 'winkelmandje',
    title: 'Winkelmandje',
    description: `Je winkelmandje bij ${site.name}.`,
  }),
  article({ slug: 'checkout', title: 'Afrekenen', description: 'Rond je bestelling veilig af.' }),
  article({
    slug: 'over-ons',
    title: 'Over ons',
    description: `${site.name}: al meer dan 40 jaar de specialist in dier, paard, klus en tuin.`,
    blocks: [
      text(
        `<p>In 1983 opende de eerste ${site.name} in Utrecht. Inmiddels hebben we ${stores.length} winkels en een webshop.</p><h2>Onze missie</h2><p>Elk dier verdient de beste zorg. Daarom werken we met specialisten en kiezen we bewust voor duurzame producten.</p>`,
        'Ons verhaal',
      ),
    ],
  }),
  article({
    slug: 'klantenservice',
    title: 'Klantenservice',
    description: 'Hulp bij bestellen, betalen, bezorgen en retourneren.',
    blocks: [
      text(
        '<p>Bel ons op 088 123 45 67 of stuur een bericht via het <a href="/contact">contactformulier</a>.</p><ul><li><a href="/faq">Veelgestelde vragen</a></li><li><a href="/track-my-order">Track &amp; trace</a></li><li><a href="/verzenden-en-retourneren">Verzenden en retourneren</a></li></ul>',
      ),
    ],
  }),
  article({
    slug: 'verzenden-en-retourneren',
    title: 'Verzenden en retourneren',
    description: 'Verzendkosten, levertijden en retourneren.',
    blocks: [
      text(
        `${shippingPageHtml()}<h2>Retourneren</h2><p>Je hebt 30 dagen bedenktijd. Retourneren is gratis.</p>`,
      ),
    ],
  }),
  article({
    slug: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    description: `De algemene voorwaarden van ${site.legalName}`,
    blocks: [
      text(
        `<h2>Artikel 1 – Definities</h2><p>In deze voorwaarden wordt verstaan onder ondernemer: ${site.legalName}, gevestigd te Utrecht.</p><h2>Artikel 2 – Toepasselijkheid</h2><p>Deze voorwaarden zijn van toepassing op elk aanbod en elke overeenkomst op afstand.</p>`,
      ),
    ],
  }),
  article({
    slug: 'privacy',
    title: 'Privacyverklaring',
    description: `Hoe ${site.name} omgaat met je persoonsgegevens.`,
    blocks: [
      text(
        '<p>Wij verwerken je gegevens alleen om je bestelling af te handelen en, met je toestemming, om je nieuwsbrieven te sturen. Je gegevens worden nooit verkocht.</p>',
      ),
    ],
  }),
  article({
    slug: 'cookies',
    title: 'Cookies',
    description: `Welke cookies ${site.name} gebruikt en waarom.`,
    blocks: [
      text(
        '<p>We gebruiken functionele cookies om de webshop te laten werken en, met je toestemming, analytische cookies. Je toestemming is 180 dagen geldig.</p>',
      ),
    ],
  }),
  article({
    slug: 'toegankelijkheid',
    title: 'Toegankelijkheidsverklaring',
    description:
      'Onze inzet voor een toegankelijke webshop volgens WCAG 2.1 AA en de European Accessibility Act.',
    blocks: [
      text(
        `<p>${site.name} wil dat iedereen zonder problemen kan winkelen in onze webshop. We streven naar conformiteit met de <strong>WCAG 2.1 op niveau AA</strong> en voldoen aan de eisen van de <strong>European Accessibility Act</strong> (Toegankelijkheidswet).</p><h2>Wat we doen</h2><ul><li>Alle pagina’s zijn met het toetsenbord te bedienen</li><li>Afbeeldingen hebben een tekstalternatief</li><li>We testen elke release automatisch en handmatig</li></ul><h2>Loop je tegen een drempel aan?</h2><p>Laat het ons weten via <a href="mailto:${site.email('toegankelijkheid')}">${site.email('toegankelijkheid')}</a> of bel 088 123 45 67. We reageren binnen 5 werkdagen.</p>`,
      ),
    ],
  }),
  article({
    slug: 'klantenkaart',
    title: 'Klantenkaart',
    description: `Spaar punten met de gratis klantenkaart van ${site.name}.`,
    blocks: [
      text(
        '<p>Met de gratis klantenkaart spaar je bij elke aankoop punten: 1 punt per euro, in de winkel én online.</p><h2>Zo werkt het</h2><ul><li>Word gratis lid</li><li>Laat je kaart scannen of log in bij het online bestellen</li><li>Wissel je punten in voor korting en exclusieve acties</li></ul>',
        'Sparen met de klantenkaart',
      ),
      block('Cta', {
        Title: 'Nog geen klantenkaart?',
        Text: 'Meld je gratis aan en ontvang direct 100 welkomstpunten.',
        LinkUrl: '/klantenkaart/aanmelden',
        LinkText: 'Word lid',
      }),
    ],
  }),
  article({
    slug: 'recepten',
    title: 'Recepten',
    description: 'Zelf snacks maken voor je hond, kat, paard of tuinvogels.',
    blocks: [
      text(
        '<p>Lekker en gezond: onze favoriete recepten voor dierensnacks, met ingrediënten uit de winkel.</p>',
      ),
    ],
  }),
  article({
    slug: 'nieuwsbrief',
    title: 'Nieuwsbrief',
    description: 'Schrijf je in voor de nieuwsbrief en ontvang 10% korting.',
    blocks: [
      text(
        '<p>Ontvang elke week tips, acties en nieuws. Bij inschrijving krijg je 10% korting op je eerste bestelling.</p>',
      ),
    ],
  }),
]

// ---------------------------------------------------------------------------------------------
// Entity articles built on demand
// ---------------------------------------------------------------------------------------------

const keywords = (...parts: string[]): string =>
  [...new Set(parts.map((p) => p.toLowerCase()).filter(Boolean))].join(', ')

export function categoryArticle(node: WebNodeDto): ArticleDto {
  return {
    Id: 100000 + node.Id,
    AtomType: 'Commerce.ProductCategory',
    UrlSlug: node.NodeUrl,
    Title: node.Description,
    // No delivery claim here: the category holds products with longer delivery times, and each
    // product page names its own day.
    Description: `${node.Description} koop je voordelig online bij ${site.name}. Bij elk product zie je wanneer het in huis is.`,
    Keywords: keywords(
      node.Description,
      ...node.Children.map((c) => c.Description),
      'dierenspeciaalzaak',
    ),
    Blocks: [],
    BannerCategories: [],
  }
}

export function brandArticle(brand: BrandDto): ArticleDto {
  return {
    Id: 200000 + brand.Id,
    AtomType: 'Commerce.Brand',
    UrlSlug: brand.UrlSlug,
    Title: brand.Name,
    Description: brand.Description,
    Keywords: keywords(
      brand.Name,
      ...brand.Collections.map((c) => c.Name),
      'merk',
      'dierenspeciaalzaak',
    ),
    // Fixed block id: these articles are built on demand and must not depend on call order.
    Blocks: [
      {
        ID: 1,
        Type: 'Text',
        Data: JSON.stringify({ Title: brand.Name, Html: `<p>${brand.Description}</p>` }),
      },
    ],
    BannerCategories: [],
  }
}

export function productArticle(product: ProductDto): ArticleDto {
  return {
    Id: 300000 + product.Id,
    AtomType: 'Commerce.Product',
    UrlSlug: product.Url,
    Title: product.Description,
    Description: product.ShortDescription,
    Keywords: keywords(product.BrandName, product.Description, 'dierenspeciaalzaak'),
    Blocks: [],
    BannerCategories: [],
  }
}

export function jobArticle(job: JobDto): ArticleDto {
  return {
    Id: 400000 + job.Id,
    AtomType: 'Content.JobOpening',
    UrlSlug: job.UrlSlug,
    Title: `${job.Title} in ${job.City}`,
    Description: job.Summary,
    Keywords: keywords(job.Title, job.City, job.EmploymentType, 'vacature'),
    Blocks: [],
    BannerCategories: [],
  }
}

/** A blog post's article in the content service (known by its path /blog-post/{slug}): the text
 * itself comes from the blog call, so the article carries no blocks. */
export function blogPostArticle(post: BlogPostDto): ArticleDto {
  return {
    Id: 500000 + post.Id,
    AtomType: 'Content.Article',
    UrlSlug: post.UrlSlug,
    Title: post.Title,
    Description: post.Summary,
    Keywords: keywords(...post.Tags, 'blog'),
    Blocks: [],
    BannerCategories: [],
  }
}
