// Dutch strings of the newsletter sign-up (footer, promotion modal and account page), a module of its
// own so the promotion that opens on any page does not load the whole account domain's strings.
export const newsletterMessages = {
  heading: 'Nieuwsbrief',
  intro: 'Ontvang de leukste aanbiedingen en tips voor je huisdier.',
  email: 'E-mailadres',
  submit: 'Inschrijven',
  submitting: 'Bezig met inschrijven...',
  success: 'Je bent succesvol ingeschreven voor de nieuwsbrief.',
  /** Before the welcome code the service issues with the promotion's 10% korting. */
  voucher: 'Je kortingscode voor 10% korting op je eerste bestelling:',
  accountExists:
    'Je hebt al een account. Log in, ga naar mijn account en geef aan dat je de nieuwsbrief wilt ontvangen.',
} as const
