// The customer's vouchers: code, what it gives, minimum order and validity; expired ones marked.
import { useQuery } from '@tanstack/react-query'
import { customerQueries, isVoucherExpired } from '@/api/aspos/customer'
import { ErrorAlert, Spinner } from '@/components/query-state'
import { AmountsInText, PriceText } from '@/components/price'
import { formatDate } from '@/lib/format'
import { account } from '@/messages/nl/account'

const t = account.vouchers

export function VouchersList() {
  const query = useQuery(customerQueries.vouchers())
  if (query.isPending) return <Spinner label={t.loading} />
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <p>{t.empty}</p>
  return (
    <>
      <p className="text-body-secondary">{t.copyHint}</p>
      <ul className="list-unstyled row g-3">
        {query.data.map((voucher) => {
          const expired = isVoucherExpired(voucher)
          return (
            <li key={voucher.id} className="col-md-6">
              <div className={`card h-100 voucher-card${expired ? ' voucher-card--expired' : ''}`}>
                <div className="card-body">
                  <h2 className="h6 card-title">
                    <AmountsInText text={voucher.description} />
                  </h2>
                  <p className="mb-1">
                    {t.code}: <strong className="font-monospace">{voucher.code}</strong>
                  </p>
                  {voucher.minOrderCents > 0 && (
                    <p className="mb-1">
                      <PriceText message={t.minimum} amounts={[voucher.minOrderCents]} />
                    </p>
                  )}
                  <p className="mb-0 small">
                    {expired ? (
                      <span className="badge text-bg-secondary me-2">{t.expired}</span>
                    ) : null}
                    {voucher.personal && (
                      <span className="badge text-bg-primary me-2">{t.personal}</span>
                    )}
                    {t.validUntil(formatDate(voucher.validUntil))}
                  </p>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
