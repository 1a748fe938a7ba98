// The payment methods' names (the logos' alt text in the footer and the payment step's labels), a
// module of their own so the footer does not load the checkout's strings.
import type { PaymentMethod } from '@/api/aspos/payment-methods'

export const paymentMethodNames: Record<PaymentMethod, string> = {
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
}
