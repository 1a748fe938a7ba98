// The payment methods' names (the logos' alt text in the footer and the payment step's labels), a
// module of their own so the footer does not load the checkout's strings.
// Keyed by the method codes of api/aspos/payment-methods.ts; a missing name fails the build where a
// name is looked up by a PaymentMethod (messages import nothing from the layers above them).
export const paymentMethodNames = {
  ideal: 'iDEAL',
  paypal: 'PayPal',
  trustly: 'Trustly',
  mistercash: 'Bancontact / Mister Cash',
  givacard: 'Givacard cadeaukaart',
  belfius: 'Belfius',
  afterpay: 'Riverty (AfterPay) – achteraf betalen',
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  visa: 'Visa',
  kbc: 'KBC/CBC-betaalknop',
} as const
