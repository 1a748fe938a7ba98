// Dutch words of the error map for zod (lib/zod-dutch.ts) for what a check does not word itself:
// apart from common.ts, which the entry loads, so they travel with the forms. The words every
// form's own rules name ('Verplicht', the e-mail, password and postal code, 'Maximaal N tekens')
// stay in common.ts's validation.
export const typedValues = {
  /** A text shorter than its field needs (a one-character minimum is 'Verplicht'). */
  tooShort: (min: number) => `Minimaal ${min} tekens`,
  /** A list (checkboxes) with more or fewer choices than it takes. */
  tooMany: (max: number) => `Kies er maximaal ${max}`,
  tooFew: (min: number) => `Kies er minimaal ${min}`,
  /** A number (a quantity) above or below its bounds. */
  numberTooBig: (max: number) => `Maximaal ${max}`,
  numberTooSmall: (min: number) => `Minimaal ${min}`,
  /** A number that must be whole (or a multiple of a step). */
  wholeNumber: 'Vul een heel getal in',
  number: 'Vul een getal in',
  date: 'Geen geldige datum',
  /** A value outside the choices a field offers (a select, a radio group). */
  choose: 'Maak een keuze',
  /** Any other value that does not fit its field: the last resort of the error map. */
  invalid: 'Deze waarde klopt niet. Controleer wat je hebt ingevuld.',
}
