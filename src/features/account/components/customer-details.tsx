// The customer's own data on the account overview. The customer group is the shop's internal
// grouping (prices, loyalty), not the customer's data: it is not shown; a card holder sees the card.
import type { Customer } from '@/api/aspos/customer'
import { formatDate } from '@/lib/format'
import { account } from '@/messages/nl/account'

const t = account.area

export function CustomerDetails({ customer }: { customer: Customer }) {
  const rows: [string, string][] = [
    [t.name, customer.fullName],
    [t.email, customer.email],
    [t.phone, customer.phone || t.unknown],
    [t.birthDate, customer.birthDate ? formatDate(customer.birthDate) : t.unknown],
    ...customer.fields.map((f): [string, string] => [f.code, f.value]),
  ]
  return (
    <section aria-labelledby="customer-details-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="customer-details-heading" className="h5 card-title">
          {t.details}
        </h2>
        <dl className="row mb-0 account-details">
          {rows.map(([label, value]) => (
            <div className="col-12 d-sm-flex" key={label}>
              <dt className="account-details__label">{label}</dt>
              <dd className="mb-2 text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
