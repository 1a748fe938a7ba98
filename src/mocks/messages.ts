// What the mock backend answers, in Dutch like the real services. The shop never writes these
// texts itself (it shows the service's Message), so they belong to the mock and never ship in the
// production build. Texts the shop shows on its own live in src/messages/nl.

/** Answers of the account service (login, registration, password, customer, wish list). */
export const accountAnswers = {
  accountExists:
    'Er bestaat al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.',
  unknownEmail:
    'We kennen geen account met dit e-mailadres. Controleer het adres of maak een account aan.',
  forgotSent: (email: string) =>
    `We hebben een e-mail gestuurd naar ${email} met een link om je wachtwoord opnieuw in te stellen.`,
  resetInvalid: 'Deze link is ongeldig of al gebruikt. Vraag een nieuwe link aan.',
  resetDone: 'Je wachtwoord is gewijzigd.',
  wrongPassword: 'Het wachtwoord klopt niet.',
  loginRequired: 'Je bent niet ingelogd of je sessie is verlopen.',
  badRequest: 'Het verzoek is niet volledig of niet geldig.',
  emailTaken: 'Dit e-mailadres is al in gebruik.',
  selectionUnknown: 'Dit product staat niet op je verlanglijstje.',
  productUnknown: 'Dit product bestaat niet.',
  subscribed: 'Je bent ingeschreven voor de nieuwsbrief.',
  newsletterVoucher: '10% welkomstkorting op je eerste bestelling (nieuwsbrief)',
  loginFailed: 'Onbekende combinatie van e-mailadres en wachtwoord.',
} as const

/** Answers of the commerce service about the cart and vouchers. */
export const cartAnswers = {
  quantityTooLow: 'Het aantal moet minimaal 1 zijn.',
  /** A line above MAX_LINE_QUANTITY (src/domain/cart-limits.ts). */
  lineLimit: (max: number) => `Er passen maximaal ${max} stuks van een artikel in je winkelmandje.`,
  unknownProduct: 'Dit product bestaat niet (meer).',
  outOfStock: 'Dit product is niet op voorraad en kan niet worden toegevoegd.',
  /** More asked than the shop has: the line keeps what it had. */
  stockShort: (title: string, left: number) =>
    left === 1
      ? `Van ${title} is er nog maar 1 op voorraad.`
      : `Van ${title} zijn er nog maar ${left} op voorraad.`,
  colourRequired: 'Kies eerst een kleur voor dit product.',
  variantRequired: 'Kies eerst een uitvoering (maat of kleur) van dit product.',
  lineMissing: 'Dit product staat niet in je winkelmandje.',
  badRequest: 'Ongeldige aanvraag.',
  voucherUnknown: 'Deze vouchercode is onbekend.',
  voucherExpired: 'Deze vouchercode is verlopen.',
  voucherDuplicate: 'Deze vouchercode is al toegevoegd.',
  voucherMinimum: (amount: string) =>
    `Deze vouchercode is geldig vanaf een bestelbedrag van ${amount}.`,
  voucherMissing: 'Deze voucher staat niet op je winkelmandje.',
  voucherUsed: 'Deze vouchercode is al gebruikt.',
  voucherFirstOrder: 'Deze vouchercode geldt alleen voor je eerste bestelling.',
} as const

/** Answers of the checkout and order services. */
export const checkoutAnswers = {
  badRequest: 'De gegevens zijn niet compleet of niet geldig.',
  loginRequired: 'Log in om dit te bekijken.',
  emptyCart: 'Je winkelmandje is leeg.',
  addressNotFound:
    'We konden geen adres vinden bij deze postcode en dit huisnummer. Controleer ze of vul straat en plaats zelf in.',
  invalidPostalCode: 'Geen geldige postcode (bijvoorbeeld 1234 AB)',
  unknownStore: 'Deze winkel bestaat niet of is geen afhaalpunt.',
  noDeliveryMethod: 'Kies eerst hoe je je bestelling wilt ontvangen.',
  noDeliveryAddress: 'Vul eerst een bezorgadres in.',
  noPickupLocation: 'Kies eerst een afhaalwinkel.',
  noShippingMethod: 'Kies eerst een verzendmethode.',
  unknownShippingMethod: 'Deze verzendmethode is niet beschikbaar.',
  countryNotServed: (country: string) =>
    `We bezorgen helaas niet in ${country}. Kies een bezorgadres in een ander land van de Europese Unie, of haal je bestelling op in een van onze winkels.`,
  noInvoiceAddress: 'Vul eerst een factuuradres in.',
  noEmail: 'Vul eerst je e-mailadres in.',
  termsRequired: 'Je moet akkoord gaan met de algemene voorwaarden.',
  orderNotFound: 'We kunnen geen bestelling vinden met dit bestelnummer en deze postcode.',
  invoiceNotFound: 'Deze factuur bestaat niet.',
  addressNotOwned: 'Dit adres hoort niet bij jouw account.',
} as const
