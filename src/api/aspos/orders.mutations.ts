// The order service's calls that are not reads of the account's lists (orders.ts, invoices.ts): tracking an
// order by number and postal code, and downloading an invoice's PDF.
import { useMutation } from '@tanstack/react-query'
import { saveBlob } from '@/api/http'
import { fetchInvoicePdf, type Invoice } from './invoices'
import { trackOrder } from './orders'

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder })
}

/** Fetches the invoice's PDF and hands it to the browser as `factuur-<number>.pdf`. */
export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'id' | 'invoiceNumber'>) =>
      saveBlob(await fetchInvoicePdf(invoice.id), `factuur-${invoice.invoiceNumber}.pdf`),
  })
}
