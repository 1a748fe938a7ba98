// The payment step's list of methods (one list: paymentMethods in api/aspos/payment-methods.ts, iDEAL
// first): a radio card per method with its logo. On a phone it shows the first four until the
// shopper asks for the others ('Meer betaalmethoden'); from the sm width up all of them show.
import { useId, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { paymentMethods, type PaymentMethod } from '@/api/aspos/payment-methods'
import { checkout } from '@/messages/nl/checkout'
import { PaymentLogo } from './payment-logo'

const t = checkout.payment

/** How many methods a phone shows before 'Meer betaalmethoden'. */
export const PHONE_VISIBLE_METHODS = 4

export function PaymentMethodList({
  field,
  selected,
  invalid,
}: {
  field: UseFormRegisterReturn
  selected: PaymentMethod | ''
  invalid: boolean
}) {
  const listId = useId()
  const [opened, setOpened] = useState(false)
  // A chosen method further down the list keeps the list open, so the choice stays in view.
  const expanded =
    opened || (selected !== '' && paymentMethods.indexOf(selected) >= PHONE_VISIBLE_METHODS)
  return (
    <>
      <div className="row g-2 payment-methods" id={listId}>
        {paymentMethods.map((method, index) => (
          <div
            className={
              expanded || index < PHONE_VISIBLE_METHODS
                ? 'col-sm-6 col-xl-4'
                : 'col-sm-6 col-xl-4 d-none d-sm-block'
            }
            key={method}
          >
            <div className="form-check choice-card h-100 d-flex align-items-center gap-2">
              <input
                className={`form-check-input flex-shrink-0${invalid ? ' is-invalid' : ''}`}
                type="radio"
                id={`payment-${method}`}
                value={method}
                {...field}
              />
              <label
                className="form-check-label d-flex align-items-center gap-2 w-100"
                htmlFor={`payment-${method}`}
              >
                <PaymentLogo method={method} />
                <span>{t.methods[method]}</span>
              </label>
            </div>
          </div>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-link d-sm-none mt-1 px-0 payment-methods-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpened(!expanded)}
      >
        {expanded ? t.fewer : t.more}
      </button>
    </>
  )
}
