// The customer's invoices, one card each with a PDF download (blob download through the HTTP client).
// Cards, not a table: on a phone a table's amount and download button end up off screen.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { userMessageOf } from '@/api/http'
import { invoiceQueries } from '@/api/aspos/invoices'
import { useDownloadInvoice } from '@/api/aspos/orders.mutations'
import { QueryState } from '@/components/query-state'
import { Amount } from '@/components/price'
import { formatDate } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.invoices

export interface InvoiceListProps {
  /** Where an invoice's order is shown (the app's order page); without it the number is text. */
  orderHref?: (orderNumber: string) => string
}

export function InvoiceList({ orderHref }: InvoiceListProps = {}) {
  const query = useQuery(invoiceQueries.list())
  const download = useDownloadInvoice()
  const downloading = download.isPending ? download.variables.id : null
  return (
    <QueryState
      query={query}
      isEmpty={(invoices) => invoices.length === 0}
      empty={<p>{t.empty}</p>}
    >
      {(invoices) => (
        <>
          <div aria-live="polite">
            {download.isError && (
              <div className="alert alert-danger" role="alert">
                {userMessageOf(download.error)}
              </div>
            )}
          </div>
          <ul className="record-list">
            {invoices.map((invoice) => (
              <li key={invoice.id} className="record-list__item">
                <h2 className="record-list__title">{invoice.invoiceNumber}</h2>
                <span
                  className={
                    invoice.isPaid
                      ? 'badge invoice-status'
                      : 'badge invoice-status invoice-status-open'
                  }
                >
                  {invoice.isPaid ? t.paid : t.open}
                </span>
                <dl className="record-list__facts">
                  <div>
                    <dt>{t.order}</dt>
                    <dd>
                      {orderHref ? (
                        <Link to={orderHref(invoice.orderNumber)}>{invoice.orderNumber}</Link>
                      ) : (
                        invoice.orderNumber
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{t.date}</dt>
                    <dd>{formatDate(invoice.invoiceDate)}</dd>
                  </div>
                  <div>
                    <dt>{t.total}</dt>
                    <dd className="record-list__amount">
                      <Amount cents={invoice.totalCents} />
                    </dd>
                  </div>
                </dl>
                <div className="record-list__actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary text-nowrap"
                    onClick={() => download.mutate(invoice)}
                    disabled={downloading === invoice.id}
                    aria-label={t.download(invoice.invoiceNumber)}
                  >
                    {downloading === invoice.id ? t.downloading : t.pdf}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  )
}
