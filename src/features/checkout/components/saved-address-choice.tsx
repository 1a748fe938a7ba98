// Radio choice between the customer's saved addresses and typing a new one.
import '@/styles/features/form-choices.scss'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { Address } from '@/api/aspos/addresses'
import { checkout } from '@/messages/nl/checkout'
import { PostalAddress } from '@/components/postal-address'

interface SavedAddressChoiceProps {
  legend: string
  addresses: Address[]
  registration: UseFormRegisterReturn
}

export function SavedAddressChoice({ legend, addresses, registration }: SavedAddressChoiceProps) {
  const id = useId()
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{legend}</legend>
      <div className="row g-2">
        {addresses.map((address) => (
          <div className="col-md-6" key={address.id}>
            <div className="form-check choice-card h-100">
              <input
                className="form-check-input"
                type="radio"
                id={`${id}-${address.id}`}
                value={String(address.id)}
                {...registration}
              />
              <label className="form-check-label w-100" htmlFor={`${id}-${address.id}`}>
                <PostalAddress address={address} />
              </label>
            </div>
          </div>
        ))}
        <div className="col-md-6">
          <div className="form-check choice-card h-100">
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-new`}
              value="new"
              {...registration}
            />
            <label className="form-check-label" htmlFor={`${id}-new`}>
              {checkout.delivery.newAddress}
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  )
}
