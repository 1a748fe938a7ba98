// Seed of stores, jobs, blog, FAQ, recipes, customers with their orders/invoices/vouchers, config and the postcode table.
//
// Demo accounts (also exported as `demoAccounts`):
//   (e-mail addresses use the shop's domain from src/config/site; defaults shown)
//   demo@dierenruiter.nl   / Welkom123    Sanne de Vries, group PARTICULIER, Default + Delivery address,
//                                         3 orders, 2 invoices, personal vouchers SANNE750 and TROUW15
//                                         DW-250102 has a colour line and a discontinued product (8001);
//                                         DW-250103 has more than the stock, a sold-out line and a colour gone
//   loyaal@dierenruiter.nl / Klantkaart1  Joost Bakker, group LOYAL, loyalty card 2612345678905 (a valid EAN-13), 1240 points, 2 orders
//   nieuw@dierenruiter.nl  / Nieuw1234    Lotte Visser, no orders/addresses, newsletter subscribed
//                                         (subscribing this email to the newsletter yields ReasonCode AccountExist)
//   pieter@voorbeeld.nl    / Pieter2024   Pieter Jansen, 2 orders;  fatima@voorbeeld.nl / Fatima2024 Fatima el Amrani, 1 order
//   Sanne, Joost and Pieter also have orders in a rhythm, dated relative to today ("Bijna op?"): seed-rhythms.ts.
//
// Track-my-order pairs (OrderNumber + PostalCode; compare postal codes without spaces, case-insensitive):
//   DW-250101 + 3512 JE (Sanne)      DW-250301 + 8011 VM (Joost)
//   DW-250901 + 1012 AB (guest)      DW-250902 + 5611 AZ (guest)
//   DW-250903 + BE 1000 (a Belgian guest, Brussel)
//
// Public vouchers: WELKOM10 (10 %, no minimum), ZOMER5 (€ 5 from € 25), VERLOPEN (expired 2024-03-31).

import { site } from '@/config/site'
import { DELIVERY_CUT_OFF } from '@/domain/delivery-promise'
import { storeCodes, products } from './seed-catalogue'
import {
  deliveryDayAnswer,
  NL_SHIPPING,
  shippingCostsAnswer,
  shippingZonesHtml,
  unservedText,
} from './seed-shipping'
import { euro, slugify } from './prng'
import type {
  AddressDto,
  BlogPostDto,
  ConfigDto,
  CustomerDto,
  FaqItemDto,
  InvoiceDto,
  JobDto,
  OpeningHoursDto,
  OrderDto,
  OrderLineDto,
  PostcodeEntryDto,
  RecipeDto,
  StoreDto,
  VoucherDto,
} from './types'

export const demoAccounts = {
  demo: { email: site.email('demo'), password: 'Welkom123', customerId: 1, firstName: 'Sanne' },
  loyal: {
    email: site.email('loyaal'),
    password: 'Klantkaart1',
    customerId: 2,
    firstName: 'Joost',
  },
  fresh: {
    email: site.email('nieuw'),
    password: 'Nieuw1234',
    customerId: 3,
    firstName: 'Lotte',
  },
} as const

export const trackAndTracePairs = [
  { OrderNumber: 'DW-250101', PostalCode: '3512 JE' },
  { OrderNumber: 'DW-250301', PostalCode: '8011 VM' },
  { OrderNumber: 'DW-250901', PostalCode: '1012 AB' },
  { OrderNumber: 'DW-250902', PostalCode: '5611 AZ' },
  { OrderNumber: 'DW-250903', PostalCode: '1000', CountryCode: 'BE' },
] as const

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const STORE_DEFS: [city: string, street: string, no: string, ext: string, pc: string, lat: number, lng: number, services: string[], sunday: boolean][] = [
  ['Amsterdam', 'Kinkerstraat', '120', '', '1053 ED', 52.3667, 4.8702, ['Click & Collect', 'Aquarium advies', 'Kleur mengen'], true],
  ['Utrecht', 'Amsterdamsestraatweg', '210', 'A', '3551 CZ', 52.1031, 5.1003, ['Click & Collect', 'Kleur mengen', 'Sleutels bijmaken'], true],
  ['Rotterdam', 'Nieuwe Binnenweg', '150', '', '3015 BG', 51.9162, 4.4641, ['Click & Collect', 'Aquarium advies'], true],
  ['Den Haag', 'Frederik Hendriklaan', '80', '', '2582 BX', 52.0921, 4.2862, ['Click & Collect', 'Kleur mengen'], false],
  ['Eindhoven', 'Woenselse Markt', '12', '', '5612 CS', 51.4542, 5.4771, ['Click & Collect', 'Paardensport', 'Sleutels bijmaken'], false],
  ['Groningen', 'Paterswoldseweg', '55', '', '9726 BC', 53.2051, 6.5581, ['Click & Collect', 'Paardensport', 'Kleur mengen'], false],
  ['Nijmegen', 'Sint Annastraat', '101', '', '6524 EJ', 51.8301, 5.8602, ['Click & Collect', 'Aquarium advies'], false],
  ['Zwolle', 'Assendorperstraat', '60', '', '8012 DK', 52.5061, 6.0952, ['Click & Collect', 'Paardensport', 'Kleur mengen', 'Sleutels bijmaken'], false],
  ['Amersfoort', 'Leusderweg', '30', '', '3817 KC', 52.1502, 5.3831, ['Click & Collect', 'Kleur mengen'], false],
  ['Breda', 'Haagweg', '210', 'B', '4814 GM', 51.5902, 4.7601, ['Paardensport', 'Aquarium advies'], false],
  ['Maastricht', 'Wycker Brugstraat', '40', '', '6221 ED', 50.8492, 5.7003, ['Click & Collect', 'Kleur mengen'], false],
  ['Haarlem', 'Zijlweg', '88', '', '2013 DK', 52.3841, 4.6261, ['Click & Collect', 'Aquarium advies', 'Sleutels bijmaken'], true],
]

function openingHours(sunday: boolean, lateFriday: boolean): OpeningHoursDto[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    if (day === 0)
      return { DayOfWeek: 0, Open: sunday ? '12:00:00' : null, Close: sunday ? '17:00:00' : null }
    if (day === 1) return { DayOfWeek: 1, Open: '12:00:00', Close: '18:00:00' }
    if (day === 5 && lateFriday) return { DayOfWeek: 5, Open: '09:00:00', Close: '21:00:00' }
    if (day === 6) return { DayOfWeek: 6, Open: '09:00:00', Close: '17:00:00' }
    return { DayOfWeek: day, Open: '08:30:00', Close: '18:00:00' }
  })
}

export const stores: StoreDto[] = STORE_DEFS.map(
  ([city, street, no, ext, pc, lat, lng, services, sunday], i) => {
    const code = storeCodes[i] ?? `S${i}`
    const slug = slugify(`${site.name} ${city}`)
    return {
      Id: i + 1,
      Code: code,
      Name: `${site.name} ${city}`,
      UrlSlug: slug,
      CompanyName: `${site.name} ${city} B.V.`,
      Street: street,
      HouseNumber: no,
      HouseNumberExtension: ext,
      PostalCode: pc,
      City: city,
      LocationCode: code,
      Phone: `088 123 45 ${String(10 + i)}`,
      Email: site.email(city.toLowerCase().replace(/\s+/g, '')),
      Latitude: lat,
      Longitude: lng,
      OpeningHours: openingHours(sunday, i % 2 === 0),
      Services: services,
      IsPickupLocation: services.includes('Click & Collect'),
      Image: { Name: `winkel-${slug}`, FileExtension: '.jpg' },
      Description: `<p>Onze winkel in ${city} aan de ${street} heeft alles voor hond, kat, paard, knaagdier, vogel en vis, plus verf, klusspullen en tuin. Onze medewerkers geven je graag persoonlijk advies.</p>`,
    }
  },
)

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const JOB_DEFS: [title: string, store: number, hours: string, type: JobDto['EmploymentType'], summary: string, tasks: string][] = [
  ['Verkoopmedewerker dierenspeciaalzaak', 0, '24-32 uur', 'Parttime', 'Jij helpt onze klanten met advies over voeding en verzorging van hun huisdier.', 'klanten adviseren, kassawerk en het bijvullen van de schappen'],
  ['Filiaalmanager', 2, '38 uur', 'Fulltime', 'Geef leiding aan een enthousiast team van twaalf collega’s in Rotterdam.', 'het aansturen van het team, planning en het behalen van de omzetdoelen'],
  ['Medewerker paardensport', 7, '24-32 uur', 'Parttime', 'Ruiter in hart en nieren? Adviseer klanten over dekens, zadeldekjes en paardenvoer.', 'advies over paardenvoer en ruitersportartikelen en het passen van caps'],
  ['Verfadviseur', 1, '32-38 uur', 'Fulltime', 'Help klanten de juiste kleur en verf te kiezen en meng kleuren op maat.', 'kleuradvies geven, verf mengen en klussers op weg helpen'],
  ['Aquariumspecialist', 11, '16-24 uur', 'Parttime', 'Jij weet alles van waterwaarden en helpt klanten aan een gezond aquarium.', 'watertesten uitvoeren, vissen verzorgen en aquaria inrichten'],
  ['Zaterdaghulp', 4, '8 uur', 'Bijbaan', 'Leuke bijbaan op zaterdag voor scholieren vanaf 16 jaar.', 'vakken vullen, klanten helpen en de winkel netjes houden'],
  ['Magazijnmedewerker webshop', 8, '32-38 uur', 'Fulltime', 'Pak de webshopbestellingen in ons distributiecentrum in Amersfoort.', 'orders verzamelen, inpakken en klaarzetten voor verzending'],
  ['Assistent-bedrijfsleider', 5, '32 uur', 'Parttime', 'Rechterhand van de bedrijfsleider in onze winkel in Groningen.', 'openen en sluiten van de winkel, roosters maken en medewerkers begeleiden'],
]

export const jobs: JobDto[] = JOB_DEFS.map(
  ([title, storeIndex, hours, type, summary, tasks], i) => {
    const store = stores[storeIndex] ?? stores[0]
    const city = store?.City ?? 'Amsterdam'
    return {
      Id: i + 1,
      UrlSlug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${city.toLowerCase().replace(/\s+/g, '-')}`,
      Title: title,
      StoreCode: store?.Code ?? 'AMS01',
      City: city,
      Hours: hours,
      EmploymentType: type,
      Summary: summary,
      Body: `<p>${summary}</p><h2>Wat ga je doen?</h2><p>Je werkzaamheden bestaan onder meer uit ${tasks}.</p><h2>Wat vragen wij?</h2><ul><li>Liefde voor dieren en/of klussen</li><li>Klantvriendelijk en een echte teamspeler</li><li>Beschikbaar voor ${hours} per week</li><li>Mbo-werk- en denkniveau</li></ul><h2>Wat bieden wij?</h2><ul><li>Een salaris volgens de cao Retail Non-Food</li><li>25% personeelskorting</li><li>Opleidingen via onze eigen academie</li><li>Een gezellig team in ${city}</li></ul>`,
      PublishedDate: `2025-${String(9 + (i % 3)).padStart(2, '0')}-${String(3 + i * 3).padStart(2, '0')}`,
      Category: 'mainjobs',
    }
  },
)

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const BLOG_DEFS: [title: string, summary: string, sub: string, p1: string, p2: string, author: string, tags: string[], related: number[]][] = [
  ['Zo kies je het juiste hondenvoer', 'Droogvoer, natvoer of graanvrij? We zetten de verschillen op een rij.', 'Let op de leeftijd', 'Elke hond is anders. Een actieve border collie heeft meer energie nodig dan een bankhangende mopshond.', 'Puppy’s groeien snel en hebben extra eiwitten en calcium nodig. Stap rond het eerste levensjaar over op adultvoer.', 'Sanne Mulder', ['hond', 'voeding'], [1001, 1002, 1003]],
  ['Je paard fit de winter door', 'Met deze tips blijft je paard gezond als het koud en nat is.', 'Dekens: wel of niet?', 'In de winter verbruikt je paard meer energie om warm te blijven. Ruwvoer is daarbij de beste kachel.', 'Een geschoren paard heeft een deken nodig. Een ongeschoren paard met een goede wintervacht vaak niet.', 'Mark de Boer', ['paard', 'verzorging'], [1007, 1015]],
  ['Een kat in huis: de eerste week', 'Alles wat je nodig hebt als je kitten of kat thuiskomt.', 'Rust en een vaste plek', 'Zorg voor een kattenbak, krabpaal, voer- en drinkbak voordat je kat komt.', 'Geef je kat de eerste dagen een rustige kamer om te wennen. Daarna verkent hij vanzelf de rest van het huis.', 'Eva Smit', ['kat', 'tips'], [1006, 1013]],
  ['Tuinvogels voeren in de winter', 'Help merels, mezen en roodborstjes de koude maanden door.', 'Wat eten tuinvogels?', 'Mezen zijn dol op pinda’s en vetbollen, merels eten liever appels en rozijnen.', 'Hang voer op een plek waar katten niet bij kunnen en maak voederhuisjes regelmatig schoon.', 'Jeroen Peters', ['vogel', 'tuin'], [1009]],
  ['Een aquarium opstarten in 5 stappen', 'Van lege bak tot een gezonde onderwaterwereld.', 'Geduld is alles', 'Begin met bodem, decoratie en planten, vul met kraanwater en gebruik een waterverbeteraar.', 'Laat het filter minstens twee weken draaien voordat de eerste vissen erin gaan. Test wekelijks je water.', 'Eva Smit', ['vis', 'aquarium'], [1008, 1014]],
  ['Kleurtrends 2026 voor je interieur', 'Warme aardetinten en zacht groen zijn helemaal terug.', 'Combineren met hout', 'Saliegroen en terracotta brengen rust in huis en passen mooi bij eiken meubels.', 'Twijfel je? Koop een testpotje of laat je kleur in onze winkel mengen.', 'Lisa van Dam', ['verf', 'interieur'], [1010]],
  ['Konijnen: gezond voer en genoeg ruimte', 'Een konijn heeft meer nodig dan een hok en een wortel.', 'Hooi als basis', 'Hooi moet altijd onbeperkt beschikbaar zijn: het is goed voor de darmen en de tanden.', 'Houd konijnen altijd met z’n tweeën en zorg voor een ren waarin ze kunnen rennen en springen.', 'Jeroen Peters', ['knaagdier', 'voeding'], []],
  ['Vlooien en teken: zo voorkom je ze', 'Preventie is beter dan bestrijding. Onze tips voor hond en kat.', 'Controleer na elke wandeling', 'Teken zitten vooral in hoog gras en bosranden. Controleer je hond na elke wandeling.', 'Gebruik een middel dat past bij het gewicht van je dier en behandel ook de mand en het huis.', 'Sanne Mulder', ['hond', 'kat', 'gezondheid'], []],
  ['De schutting beitsen: zo doe je dat', 'Met de juiste voorbereiding gaat je schutting jaren mee.', 'Het juiste weer', 'Beits bij droog weer tussen 10 en 25 graden, niet in de volle zon.', 'Maak het hout schoon, laat het drogen en breng twee lagen beits aan in de richting van de nerf.', 'Lisa van Dam', ['klussen', 'tuin'], []],
  ['Wandelen met je hond in de zomer', 'Warm weer vraagt om extra aandacht voor je hond.', 'Pas op voor heet asfalt', 'Wandel vroeg in de ochtend of laat in de avond en neem altijd water mee.', 'Leg de rug van je hand vijf seconden op de stoep: te heet voor jou is te heet voor je hond.', 'Mark de Boer', ['hond', 'zomer'], []],
  ['Het paardenseizoen: vliegen en muggen', 'Zo houd je je paard rustig als de insecten toeslaan.', 'Vliegendeken of spray?', 'Een vliegendeken beschermt de hele dag, vliegenspray werkt goed tijdens het rijden.', 'Paarden met zomereczeem hebben baat bij een eczeemdeken met hals- en buikstuk.', 'Mark de Boer', ['paard', 'zomer'], []],
  ['Moestuinieren op je balkon', 'Ook zonder tuin kun je je eigen groenten kweken.', 'Kies de juiste bak', 'Sla, radijs en tomaten groeien prima in potten met goede moestuinaarde.', 'Geef in de zomer dagelijks water en voed je planten om de twee weken.', 'Jeroen Peters', ['tuin', 'moestuin'], []],
  ['Je kat en de kattenbak', 'Waarom je kat soms naast de bak plast en wat je eraan doet.', 'Schoon en rustig', 'Katten zijn erg schoon: schep de bak dagelijks en ververs de vulling regelmatig.', 'Zet de bak op een rustige plek, niet naast de voerbak, en houd het aantal bakken één meer dan het aantal katten.', 'Eva Smit', ['kat', 'tips'], [1006]],
  ['Wat betekent het MSC-keurmerk?', 'Over duurzame visserij en kattenvoer met vis.', 'Duurzaam gevangen', 'Het blauwe MSC-keurmerk betekent dat de vis afkomstig is van een duurzame visserij.', 'Bij ons herken je deze producten aan het MSC-label op de productpagina.', 'Sanne Mulder', ['kat', 'duurzaam'], [1004]],
]

export const blogPosts: BlogPostDto[] = BLOG_DEFS.map(
  ([title, summary, sub, p1, p2, author, tags, related], i) => {
    const slug = title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const month = 12 - Math.floor(i / 2)
    return {
      Id: i + 1,
      UrlSlug: slug,
      Title: title,
      Summary: summary,
      Body: `<p>${summary}</p><p>${p1}</p><h2>${sub}</h2><p>${p2}</p><p>Meer weten? Kom langs in een van onze winkels; onze medewerkers helpen je graag verder.</p>`,
      PublishDate: `2025-${String(month).padStart(2, '0')}-${String(i % 2 === 0 ? 15 : 2).padStart(2, '0')}`,
      Author: author,
      Image: { Name: `blog-${slug}`, FileExtension: '.jpg' },
      Tags: tags,
      RelatedProductIds:
        related.length > 0
          ? related
          : products
              .filter((_, n) => n % 37 === i % 37)
              .slice(0, 3)
              .map((p) => p.Id),
    }
  },
)

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

// Dense seed table, one record per line.
// prettier-ignore
const FAQ_DEFS: [topic: string, q: string, a: string][] = [
  ['Bestellen', 'Hoe plaats ik een bestelling?', 'Leg producten in je <strong>winkelmandje</strong>, ga naar de kassa en volg de stappen. Je ontvangt direct een bevestiging per e-mail.'],
  ['Bestellen', 'Kan ik bestellen zonder account?', 'Ja, je kunt ook als gast bestellen. Met een account zie je wel al je bestellingen en facturen terug.'],
  ['Bestellen', 'Kan ik mijn bestelling nog wijzigen?', 'Zolang je bestelling de status <em>Ontvangen</em> heeft, kun je contact opnemen met de klantenservice om deze te wijzigen.'],
  ['Bestellen', 'Hoe werkt de kleurkiezer?', 'Kies bij verf de gewenste kleur in de kleurkiezer. Voor gemengde kleuren rekenen we een kleine kleurtoeslag.'],
  ['Betalen', 'Welke betaalmethodes zijn er?', '<p>Je kunt betalen met iDEAL, PayPal, Bancontact, creditcard en achteraf betalen met AfterPay.</p>'],
  ['Betalen', 'Kan ik betalen met een cadeaukaart?', 'Ja, vul de code van je cadeaukaart in bij de laatste stap van de checkout.'],
  ['Betalen', 'Hoe gebruik ik een kortingscode?', 'Vul de code in je winkelmandje in bij <em>Kortingscode</em>. De korting wordt direct verrekend.'],
  ['Verzenden & retour', 'Wat zijn de verzendkosten?', shippingCostsAnswer],
  ['Verzenden & retour', 'Wanneer wordt mijn bestelling bezorgd?', deliveryDayAnswer],
  ['Verzenden & retour', 'Bezorgen jullie in het buitenland?', `<p>Ja, in de meeste landen van de Europese Unie, zonder avondbezorging.</p>${shippingZonesHtml()}<p>${unservedText}</p>`],
  ['Verzenden & retour', 'Hoe kan ik iets retourneren?', '<p>Je hebt 30 dagen bedenktijd. Meld je retour aan via de klantenservice en stuur het product ongebruikt terug.</p><ul><li>Voeding moet ongeopend zijn</li><li>Gemengde verf kan niet retour</li></ul>'],
  ['Verzenden & retour', 'Hoe volg ik mijn pakket?', 'Via <a href="/track-my-order">Track &amp; trace</a> met je ordernummer en postcode.'],
  ['Klantenkaart', 'Wat is de klantenkaart?', 'Met de gratis klantenkaart spaar je punten bij elke aankoop en krijg je exclusieve aanbiedingen.'],
  ['Klantenkaart', 'Hoeveel punten spaar ik?', 'Je spaart 1 punt per uitgegeven euro, in de winkel en online.'],
  ['Klantenkaart', 'Hoe word ik lid?', 'Meld je aan via <a href="/klantenkaart/aanmelden">Word lid</a> of vraag een kaart aan in de winkel.'],
  ['Winkels', 'Wat zijn de openingstijden?', 'De openingstijden verschillen per winkel. Kijk op de pagina van <a href="/winkels">onze winkels</a>.'],
  ['Winkels', 'Kan ik online bestellen en in de winkel ophalen?', 'Ja, kies bij het afrekenen voor <em>Click &amp; Collect</em>. Je krijgt een bericht zodra je bestelling klaarligt.'],
  ['Winkels', 'Kan ik verf laten mengen in de winkel?', 'In de meeste winkels mengen we verf in duizenden kleuren terwijl je wacht.'],
  ['Account', 'Ik ben mijn wachtwoord vergeten', 'Klik bij inloggen op <em>Wachtwoord vergeten?</em>. Je ontvangt een e-mail om een nieuw wachtwoord in te stellen.'],
  ['Account', 'Hoe wijzig ik mijn e-mailadres?', 'Ga naar Mijn account en kies <em>E-mailadres wijzigen</em>. Bevestig met je wachtwoord.'],
  ['Account', 'Hoe meld ik me af voor de nieuwsbrief?', 'Onderaan elke nieuwsbrief staat een afmeldlink. Je kunt je ook afmelden in Mijn account.'],
]

export const faqItems: FaqItemDto[] = FAQ_DEFS.map(([topic, q, a], i) => ({
  Id: i + 1,
  Topic: topic,
  Question: q,
  Answer: a,
}))

// ---------------------------------------------------------------------------------------------
// Recipes
// ---------------------------------------------------------------------------------------------

export const recipes: RecipeDto[] = [
  {
    Id: 1,
    UrlSlug: 'hondenkoekjes-met-pindakaas',
    Title: 'Hondenkoekjes met pindakaas',
    Intro: 'Knapperige koekjes die je hond gegarandeerd lekker vindt.',
    Image: { Name: 'recept-hondenkoekjes', FileExtension: '.jpg' },
    PrepTimeMinutes: 45,
    Servings: 'ca. 30 koekjes',
    Ingredients: [
      { Name: 'Volkorenmeel', Amount: '250 gram' },
      { Name: 'Pindakaas zonder zout en xylitol', Amount: '3 eetlepels' },
      { Name: 'Ei', Amount: '1' },
      { Name: 'Water', Amount: '100 ml' },
    ],
    Steps: [
      'Verwarm de oven voor op 180 °C.',
      'Meng alle ingrediënten tot een soepel deeg.',
      'Rol het deeg uit en steek er botjes uit.',
      'Bak de koekjes 25 minuten en laat ze helemaal afkoelen.',
    ],
    SourceType: null,
    RelatedProductIds: [1012, 1001],
  },
  {
    Id: 2,
    UrlSlug: 'paardensnoepjes-met-appel-en-haver',
    Title: 'Paardensnoepjes met appel en haver',
    Intro: 'Een gezonde beloning na een fijne rit.',
    Image: { Name: 'recept-paardensnoepjes', FileExtension: '.jpg' },
    PrepTimeMinutes: 40,
    Servings: 'ca. 40 snoepjes',
    Ingredients: [
      { Name: 'Havervlokken', Amount: '200 gram' },
      { Name: 'Geraspte appel', Amount: '2' },
      { Name: 'Stroop', Amount: '2 eetlepels' },
      { Name: 'Water', Amount: 'scheutje' },
    ],
    Steps: [
      'Verwarm de oven voor op 170 °C.',
      'Meng havervlokken, appel en stroop.',
      'Draai kleine balletjes en leg ze op een bakplaat.',
      'Bak 20 minuten tot ze stevig zijn.',
      'Laat afkoelen en bewaar in een trommel.',
    ],
    SourceType: null,
    RelatedProductIds: [1007],
  },
  {
    Id: 3,
    UrlSlug: 'visbites-voor-katten',
    Title: 'Visbites voor katten met MSC-koolvis',
    Intro: 'Zelfgemaakte snackjes van duurzaam gevangen vis.',
    Image: { Name: 'recept-visbites', FileExtension: '.jpg' },
    PrepTimeMinutes: 35,
    Servings: 'ca. 50 bites',
    Ingredients: [
      { Name: 'MSC-koolvisfilet', Amount: '200 gram' },
      { Name: 'Ei', Amount: '1' },
      { Name: 'Havermeel', Amount: '60 gram' },
    ],
    Steps: [
      'Verwarm de oven voor op 175 °C.',
      'Pureer de vis met het ei.',
      'Meng het havermeel erdoor.',
      'Spuit kleine toefjes op bakpapier en bak 15 minuten.',
    ],
    SourceType: 'msc-lister',
    RelatedProductIds: [1004, 1005],
  },
  {
    Id: 4,
    UrlSlug: 'zadentaart-voor-tuinvogels',
    Title: 'Zadentaart voor tuinvogels',
    Intro: 'Een energierijke traktatie voor mezen en mussen in de winter.',
    Image: { Name: 'recept-zadentaart', FileExtension: '.jpg' },
    PrepTimeMinutes: 30,
    Servings: '2 taarten',
    Ingredients: [
      { Name: 'Ongezouten vet of reuzel', Amount: '250 gram' },
      { Name: 'Zonnebloempitten', Amount: '150 gram' },
      { Name: 'Gierst', Amount: '100 gram' },
      { Name: 'Rozijnen', Amount: '50 gram' },
    ],
    Steps: [
      'Smelt het vet op laag vuur.',
      'Roer de zaden en rozijnen erdoor.',
      'Giet het mengsel in een bakvorm met een touwtje erin.',
      'Laat opstijven in de koelkast en hang op in de tuin.',
    ],
    SourceType: null,
    RelatedProductIds: [1009, 1021],
  },
  {
    Id: 5,
    UrlSlug: 'demeter-wortelkoekjes-voor-paarden',
    Title: 'Demeter-wortelkoekjes voor paarden',
    Intro: 'Met biologisch-dynamische wortels van Demeter-telers.',
    Image: { Name: 'recept-wortelkoekjes', FileExtension: '.jpg' },
    PrepTimeMinutes: 50,
    Servings: 'ca. 35 koekjes',
    Ingredients: [
      { Name: 'Demeter-wortels', Amount: '3' },
      { Name: 'Speltmeel', Amount: '200 gram' },
      { Name: 'Lijnzaad', Amount: '2 eetlepels' },
      { Name: 'Water', Amount: '80 ml' },
    ],
    Steps: [
      'Rasp de wortels fijn.',
      'Meng met speltmeel, lijnzaad en water.',
      'Rol uit en snijd in blokjes.',
      'Bak 30 minuten op 160 °C.',
      'Laat de koekjes een nacht drogen.',
    ],
    SourceType: 'demeter',
    RelatedProductIds: [1007],
  },
  {
    Id: 6,
    UrlSlug: 'ijsjes-voor-honden',
    Title: 'Bevroren yoghurtijsjes voor honden',
    Intro: 'Verkoeling op warme zomerdagen.',
    Image: { Name: 'recept-hondenijsjes', FileExtension: '.jpg' },
    PrepTimeMinutes: 10,
    Servings: '12 ijsjes',
    Ingredients: [
      { Name: 'Magere yoghurt', Amount: '250 ml' },
      { Name: 'Banaan', Amount: '1' },
      { Name: 'Blauwe bessen', Amount: 'handje' },
    ],
    Steps: [
      'Prak de banaan fijn.',
      'Meng met de yoghurt en de bessen.',
      'Schep in een ijsblokjesvorm en vries minstens 4 uur in.',
    ],
    SourceType: null,
    RelatedProductIds: [1012],
  },
]

// ---------------------------------------------------------------------------------------------
// Customers, orders, invoices, vouchers
// ---------------------------------------------------------------------------------------------

type Person = Pick<AddressDto, 'FirstName' | 'MiddleName' | 'LastName'>
function address(
  id: number,
  type: AddressDto['AddressType'],
  who: Person,
  street: string,
  no: string,
  pc: string,
  city: string,
  ext = '',
  company = '',
): AddressDto {
  return {
    Id: id,
    AddressType: type,
    ...who,
    CompanyName: company,
    Street: street,
    HouseNumber: no,
    HouseNumberExtension: ext,
    PostalCode: pc,
    City: city,
    CountryCode: 'NL',
  }
}

const sanne: Person = { FirstName: 'Sanne', MiddleName: 'de', LastName: 'Vries' }
const joost: Person = { FirstName: 'Joost', MiddleName: '', LastName: 'Bakker' }
const pieter: Person = { FirstName: 'Pieter', MiddleName: '', LastName: 'Jansen' }
const fatima: Person = { FirstName: 'Fatima', MiddleName: 'el', LastName: 'Amrani' }

export const sanneHome = address(
  101,
  'Default',
  sanne,
  'Lange Nieuwstraat',
  '21',
  '3512 JE',
  'Utrecht',
)
const sanneWork = address(
  102,
  'Delivery',
  sanne,
  'Herengracht',
  '182',
  '1016 BR',
  'Amsterdam',
  '',
  'Studio Grachtengroen',
)
export const joostHome = address(
  103,
  'Default',
  joost,
  'Thorbeckegracht',
  '5',
  '8011 VM',
  'Zwolle',
  'B',
)
export const pieterHome = address(104, 'Default', pieter, 'Oudegracht', '230', '3511 NT', 'Utrecht')
const fatimaHome = address(
  105,
  'Default',
  fatima,
  'Witte de Withstraat',
  '44',
  '3012 BR',
  'Rotterdam',
  'III',
)

const group = (code: string, description: string) => ({ Code: code, Description: description })

export const customers: CustomerDto[] = [
  {
    Id: 1,
    Email: site.email('demo'),
    Password: 'Welkom123',
    ...sanne,
    Phone: '06 12345678',
    BirthDate: '1990-04-12',
    CustomerGroup: group('PARTICULIER', 'Particulier'),
    NewsletterSubscribed: false,
    LoyaltyCardNumber: null,
    LoyaltyPoints: 0,
    Fields: [{ Code: 'Huisdieren', Value: 'Hond, Kat' }],
    Addresses: [sanneHome, sanneWork],
  },
  {
    Id: 2,
    Email: site.email('loyaal'),
    Password: 'Klantkaart1',
    ...joost,
    Phone: '06 98765432',
    BirthDate: '1978-09-30',
    CustomerGroup: group('LOYAL', 'Klantenkaarthouder'),
    NewsletterSubscribed: true,
    LoyaltyCardNumber: '2612345678905',
    LoyaltyPoints: 1240,
    Fields: [{ Code: 'Huisdieren', Value: 'Paard' }],
    Addresses: [joostHome],
  },
  {
    Id: 3,
    Email: site.email('nieuw'),
    Password: 'Nieuw1234',
    FirstName: 'Lotte',
    MiddleName: '',
    LastName: 'Visser',
    Phone: '',
    BirthDate: null,
    CustomerGroup: group('PARTICULIER', 'Particulier'),
    NewsletterSubscribed: true,
    LoyaltyCardNumber: null,
    LoyaltyPoints: 0,
    Fields: [],
    Addresses: [],
  },
  {
    Id: 4,
    Email: 'pieter@voorbeeld.nl',
    Password: 'Pieter2024',
    ...pieter,
    Phone: '06 11223344',
    BirthDate: '1985-01-20',
    CustomerGroup: group('PARTICULIER', 'Particulier'),
    NewsletterSubscribed: false,
    LoyaltyCardNumber: null,
    LoyaltyPoints: 0,
    Fields: [],
    Addresses: [pieterHome],
  },
  {
    Id: 5,
    Email: 'fatima@voorbeeld.nl',
    Password: 'Fatima2024',
    ...fatima,
    Phone: '06 55667788',
    BirthDate: '1995-07-07',
    CustomerGroup: group('LOYAL', 'Klantenkaarthouder'),
    NewsletterSubscribed: true,
    LoyaltyCardNumber: '2612345678918',
    LoyaltyPoints: 310,
    Fields: [],
    Addresses: [fatimaHome],
  },
]

export function line(
  productId: number,
  quantity: number,
  color: string | null = null,
): OrderLineDto {
  const p = products.find((x) => x.Id === productId)
  if (!p) throw new Error(`Order line refers to unknown product ${productId}`)
  return {
    ProductId: productId,
    Description: p.Description,
    Quantity: quantity,
    PriceInclTax: p.Discount?.PriceInclTax ?? p.PriceInclTax,
    Color: color,
  }
}

/**
 * Products that were sold once and have left the catalogue since (the products-by-id answer leaves
 * them out): their order lines stay, and reordering names them without sending them.
 */
export const discontinuedProducts = [
  { Id: 8001, Description: 'Hooiruif Knaagplezier Timothee 500 gram', PriceInclTax: 6.49 },
  // Sanne's rabbit pellets: bought in a rhythm (seed-rhythms.ts), due, and no longer sold.
  { Id: 8002, Description: 'Dier & Ruiter Select Konijnenbrok Classic 5 kg', PriceInclTax: 12.49 },
] as const

export function goneLine(productId: number, quantity: number): OrderLineDto {
  const p = discontinuedProducts.find((x) => x.Id === productId)
  if (!p) throw new Error(`Order line refers to unknown discontinued product ${productId}`)
  return {
    ProductId: p.Id,
    Description: p.Description,
    Quantity: quantity,
    PriceInclTax: p.PriceInclTax,
    Color: null,
  }
}

export interface OrderSpec {
  id: number
  number: string
  customerId: number | null
  email: string
  date: string
  status: OrderDto['Status']
  lines: OrderLineDto[]
  invoice: AddressDto
  delivery: AddressDto | null
  pickup?: string
  payment: string
  tt?: string
  /** Who carries the parcel with code tt (PostNL unless said otherwise). */
  carrier?: 'PostNL' | 'DHL'
}
export function order(s: OrderSpec): OrderDto {
  const subtotal = euro(s.lines.reduce((sum, l) => sum + l.PriceInclTax * l.Quantity, 0))
  const shipping = s.pickup || subtotal >= 39.95 ? 0 : 4.95
  return {
    Id: s.id,
    OrderNumber: s.number,
    CustomerId: s.customerId,
    Email: s.email,
    OrderDate: s.date,
    Status: s.status,
    Lines: s.lines,
    DeliveryMethod: s.pickup ? 'Pickup' : 'Delivery',
    DeliveryAddress: s.pickup ? null : s.delivery,
    PickupStoreCode: s.pickup ?? null,
    InvoiceAddress: { ...s.invoice, AddressType: 'Invoice' },
    ShippingCosts: shipping,
    TotalInclTax: euro(subtotal + shipping),
    PaymentMethod: s.payment,
    TrackAndTraceCode: s.tt ?? null,
    Carrier: s.tt ? (s.carrier ?? 'PostNL') : null,
    PostalCode: (s.delivery ?? s.invoice).PostalCode,
  }
}

const guest1 = address(
  201,
  'Delivery',
  { FirstName: 'Kees', MiddleName: 'van', LastName: 'Dijk' },
  'Damrak',
  '70',
  '1012 AB',
  'Amsterdam',
)
const guest2 = address(
  202,
  'Delivery',
  { FirstName: 'Ingrid', MiddleName: '', LastName: 'Hermans' },
  'Stratumseind',
  '12',
  '5611 AZ',
  'Eindhoven',
)
const guest3: AddressDto = {
  ...address(
    203,
    'Delivery',
    { FirstName: 'Lien', MiddleName: '', LastName: 'Peeters' },
    'Nieuwstraat',
    '5',
    '1000',
    'Brussel',
  ),
  CountryCode: 'BE',
}

// Dense seed table, one record per line.
// prettier-ignore
export const orders: OrderDto[] = [
  order({ id: 1, number: 'DW-250101', customerId: 1, email: site.email('demo'), date: '2025-10-02T14:31:00+02:00', status: 'Afgeleverd', lines: [line(1001, 1), line(1012, 2)], invoice: sanneHome, delivery: sanneHome, payment: 'ideal', tt: '3SDWK0001234567' }),
  order({ id: 2, number: 'DW-250102', customerId: 1, email: site.email('demo'), date: '2025-11-18T09:05:00+01:00', status: 'Verzonden', lines: [line(1010, 2, 'RAL9010'), line(1006, 3), goneLine(8001, 2)], invoice: sanneHome, delivery: sanneWork, payment: 'paypal', tt: 'JVGL05765432109876', carrier: 'DHL' }),
  order({ id: 3, number: 'DW-250103', customerId: 1, email: site.email('demo'), date: '2025-12-20T20:47:00+01:00', status: 'Ontvangen', lines: [line(1005, 30), line(1021, 1), line(1010, 1, 'RAL1003')], invoice: sanneHome, delivery: sanneHome, payment: 'ideal' }),
  order({ id: 4, number: 'DW-250301', customerId: 2, email: site.email('loyaal'), date: '2025-09-14T11:12:00+02:00', status: 'Afgeleverd', lines: [line(1007, 2), line(1011, 1), line(1016, 1)], invoice: joostHome, delivery: joostHome, payment: 'mastercard', tt: '3SDWK0001112223' }),
  order({ id: 5, number: 'DW-250302', customerId: 2, email: site.email('loyaal'), date: '2025-12-01T16:40:00+01:00', status: 'In behandeling', lines: [line(1017, 1), line(1009, 3)], invoice: joostHome, delivery: null, pickup: 'ZWL01', payment: 'ideal' }),
  order({ id: 6, number: 'DW-250401', customerId: 4, email: 'pieter@voorbeeld.nl', date: '2025-08-03T10:00:00+02:00', status: 'Afgeleverd', lines: [line(1014, 1), line(1008, 2)], invoice: pieterHome, delivery: pieterHome, payment: 'ideal', tt: '3SDWK0003334445' }),
  order({ id: 7, number: 'DW-250402', customerId: 4, email: 'pieter@voorbeeld.nl', date: '2025-11-29T13:22:00+01:00', status: 'Geannuleerd', lines: [line(1013, 1)], invoice: pieterHome, delivery: pieterHome, payment: 'afterpay' }),
  order({ id: 8, number: 'DW-250501', customerId: 5, email: 'fatima@voorbeeld.nl', date: '2025-12-05T18:15:00+01:00', status: 'Verzonden', lines: [line(1004, 2), line(1002, 1)], invoice: fatimaHome, delivery: fatimaHome, payment: 'visa', tt: '3SDWK0005556667' }),
  order({ id: 9, number: 'DW-250901', customerId: null, email: 'kees.vandijk@voorbeeld.nl', date: '2025-12-10T08:55:00+01:00', status: 'Verzonden', lines: [line(1003, 2), line(1022, 1)], invoice: guest1, delivery: guest1, payment: 'ideal', tt: '3SDWK0009998887' }),
  order({ id: 10, number: 'DW-250902', customerId: null, email: 'ingrid.hermans@voorbeeld.nl', date: '2025-12-12T19:30:00+01:00', status: 'In behandeling', lines: [line(1019, 1), line(1021, 1)], invoice: guest2, delivery: guest2, payment: 'mistercash' }),
  order({ id: 11, number: 'DW-250903', customerId: null, email: 'lien.peeters@voorbeeld.be', date: '2025-12-14T10:20:00+01:00', status: 'Verzonden', lines: [line(1004, 1)], invoice: guest3, delivery: guest3, payment: 'mistercash', tt: '3SDWK0004443332' }),
]

/** Pay-later methods leave an invoice open; the others are paid at the payment provider. */
export const isPaidAtOrder = (paymentMethod: string) => paymentMethod !== 'afterpay'

/** An order's invoice, paid as its payment method says. */
const invoiceFor = (id: number, orderId: number): InvoiceDto => {
  const o = orders.find((x) => x.Id === orderId)
  if (!o || o.CustomerId === null) throw new Error(`Invoice for unknown order ${orderId}`)
  return {
    Id: id,
    InvoiceNumber: `F-2025-${String(1000 + id)}`,
    OrderNumber: o.OrderNumber,
    CustomerId: o.CustomerId,
    InvoiceDate: o.OrderDate.slice(0, 10),
    TotalInclTax: o.TotalInclTax,
    IsPaid: isPaidAtOrder(o.PaymentMethod),
  }
}

export const invoices: InvoiceDto[] = [
  invoiceFor(1, 1),
  invoiceFor(2, 2),
  invoiceFor(3, 4),
  invoiceFor(4, 6),
  invoiceFor(5, 8),
]

// Dense seed table, one record per line.
// prettier-ignore
export const vouchers: VoucherDto[] = [
  { Id: 1, Code: 'WELKOM10', Description: '10% welkomstkorting op je eerste bestelling', Amount: null, Percentage: 10, MinOrderAmount: 0, ValidUntil: '2099-12-31', CustomerId: null, Usage: 'FirstOrder' },
  { Id: 2, Code: 'ZOMER5', Description: '€ 5 korting vanaf € 25', Amount: 5, Percentage: null, MinOrderAmount: 25, ValidUntil: '2099-12-31', CustomerId: null },
  { Id: 3, Code: 'VERLOPEN', Description: 'Voorjaarskorting (verlopen)', Amount: 7.5, Percentage: null, MinOrderAmount: 0, ValidUntil: '2024-03-31', CustomerId: null },
  { Id: 4, Code: 'SANNE750', Description: 'Verjaardagscadeau: € 7,50 korting vanaf € 20', Amount: 7.5, Percentage: null, MinOrderAmount: 20, ValidUntil: '2099-12-31', CustomerId: 1 },
  { Id: 5, Code: 'TROUW15', Description: '15% trouwe-klantkorting vanaf € 50', Amount: null, Percentage: 15, MinOrderAmount: 50, ValidUntil: '2099-06-30', CustomerId: 1 },
  { Id: 6, Code: 'PUNTEN10', Description: '€ 10 korting, ingewisseld voor 1000 punten', Amount: 10, Percentage: null, MinOrderAmount: 30, ValidUntil: '2099-12-31', CustomerId: 2 },
  { Id: 7, Code: 'EENMALIG4', Description: '€ 4 korting vanaf € 40, één keer te gebruiken', Amount: 4, Percentage: null, MinOrderAmount: 40, ValidUntil: '2099-12-31', CustomerId: null, Usage: 'SingleUse' },
]

// ---------------------------------------------------------------------------------------------
// Config and postcodes
// ---------------------------------------------------------------------------------------------

export const config: ConfigDto = {
  Success: true,
  Regions: [
    { Code: 'NL', Name: 'Nederland' },
    { Code: 'BE', Name: 'België' },
    { Code: 'DE', Name: 'Duitsland' },
    { Code: 'LU', Name: 'Luxemburg' },
  ],
  Config: {
    'CustomerGroups.Loyalty': 'LOYAL',
    'Shipping.FreeFrom': (NL_SHIPPING.freeFromCents / 100).toFixed(2),
    'Shipping.Costs': (NL_SHIPPING.costsCents / 100).toFixed(2),
    'Shipping.CutOffTime': DELIVERY_CUT_OFF,
    'Loyalty.PointsPerEuro': '1',
    'Payment.Methods': 'ideal|paypal|mistercash|mastercard|visa|afterpay',
    'Site.Name': site.name,
    'Site.Domain': site.url,
    'CustomerService.Phone': '088 123 45 67',
    'Returns.Days': '30',
  },
}

// Dense seed table, one record per line.
// prettier-ignore
const EXTRA_POSTCODES: [string, string, string, number, number][] = [
  ['1012AB', 'Damrak', 'Amsterdam', 1, 99],
  ['1016BR', 'Herengracht', 'Amsterdam', 170, 200],
  ['3511AA', 'Stationsplein', 'Utrecht', 1, 30],
  ['3511NT', 'Oudegracht', 'Utrecht', 200, 250],
  ['3512JE', 'Lange Nieuwstraat', 'Utrecht', 1, 45],
  ['8011VM', 'Thorbeckegracht', 'Zwolle', 1, 20],
  ['3012BR', 'Witte de Withstraat', 'Rotterdam', 30, 60],
  ['5611AZ', 'Stratumseind', 'Eindhoven', 1, 40],
  ['2511AA', 'Lange Voorhout', 'Den Haag', 1, 40],
  ['9711LM', 'Grote Markt', 'Groningen', 1, 50],
  ['6511AA', 'Grote Markt', 'Nijmegen', 1, 40],
  ['5211AA', 'Markt', '’s-Hertogenbosch', 1, 60],
  ['7511AA', 'Oude Markt', 'Enschede', 1, 30],
  ['2611AA', 'Markt', 'Delft', 1, 90],
  ['4811AA', 'Grote Markt', 'Breda', 1, 50],
  ['6811AA', 'Korenmarkt', 'Arnhem', 1, 40],
  ['1811AA', 'Langestraat', 'Alkmaar', 1, 120],
  ['8911AA', 'Nieuwestad', 'Leeuwarden', 1, 100],
]

export const postcodes: PostcodeEntryDto[] = [
  ...stores.map((s) => {
    const n = Number(s.HouseNumber)
    return {
      PostalCode: s.PostalCode.replace(' ', ''),
      Street: s.Street,
      City: s.City,
      MinNumber: Math.max(1, n - 20),
      MaxNumber: n + 20,
    }
  }),
  ...EXTRA_POSTCODES.map(([pc, street, city, min, max]) => ({
    PostalCode: pc,
    Street: street,
    City: city,
    MinNumber: min,
    MaxNumber: max,
  })),
]
