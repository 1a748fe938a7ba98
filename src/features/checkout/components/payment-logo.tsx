// A payment method's logo from /payment/{code}.svg, always with size and a Dutch alt text.
import type { PaymentMethod } from '@/api/aspos/checkout'
import { checkout } from '@/messages/nl/checkout'

export function PaymentLogo({
  method,
  decorative,
}: {
  method: PaymentMethod
  decorative?: boolean
}) {
  return (
    <img
      className="payment-logo"
      src={`/payment/${method}.svg`}
      width={48}
      height={32}
      alt={decorative ? '' : checkout.payment.logoAlt(checkout.payment.methods[method])}
      loading="lazy"
      decoding="async"
    />
  )
}
