// The customer's invoices with a PDF download each (blob download through the HTTP client).
import '@/styles/features/tables.scss'
import { useQuery } from '@tanstack/react-query'
import { userMessageOf } from '@/api/http'
import { invoiceQueries } from '@/api/aspos/orders'
import { useDownloadInvoice } from '@/api/aspos/orders.mutations'
import { QueryState } from '@/components/query-state'
import { formatDate, formatPrice } from '@/lib/format'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.invoices

export function InvoiceList() {
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
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.number}</th>
                  <th scope="col">{t.order}</th>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col" className="text-end">
                    {t.total}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">pdf</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <th scope="row">{invoice.invoiceNumber}</th>
                    <td>{invoice.orderNumber}</td>
                    <td>{formatDate(invoice.invoiceDate)}</td>
                    <td>{invoice.isPaid ? t.paid : t.open}</td>
                    <td className="text-end text-nowrap">{formatPrice(invoice.totalCents)}</td>
                    <td className="text-end">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary text-nowrap"
                        onClick={() => download.mutate(invoice)}
                        disabled={downloading === invoice.id}
                        aria-label={t.download(invoice.invoiceNumber)}
                      >
                        {downloading === invoice.id ? t.downloading : 'PDF'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryState>
  )
}
