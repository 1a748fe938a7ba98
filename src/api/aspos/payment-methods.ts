// The payment methods the shop accepts, without the checkout's wire contract: the footer shows
// their logos on every page, and importing them from ./checkout pulled the checkout calls and their
// schemas into every page's first seconds.

/**
 * In the order the payment step (and the footer) shows them: iDEAL first for the Dutch shop. Of the
 * spec's logos, Giropay and Sofort (directbank) are gone: both services have stopped.
 */
export const paymentMethods = [
  'ideal',
  'paypal',
  'afterpay',
  'mistercash',
  'visa',
  'mastercard',
  'maestro',
  'trustly',
  'givacard',
  'belfius',
  'kbc',
] as const
export type PaymentMethod = (typeof paymentMethods)[number]
