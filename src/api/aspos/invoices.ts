// The logged-in customer's invoices from the commerce service: the wire contract (zod), mapping to
// our Invoice (integer cents, Date), the list and the PDF, and the query factory. The mock
// validates with these.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { toCents } from '@/lib/format'
import { request, requestBlob } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'

export const invoiceDtoSchema = z.object({
  Id: z.number(),
  InvoiceNumber: z.string(),
  OrderNumber: z.string(),
  CustomerId: z.number(),
  InvoiceDate: z.string(),
  TotalInclTax: z.number(),
  IsPaid: z.boolean(),
})
export type InvoiceDto = z.infer<typeof invoiceDtoSchema>

const invoicesResponseSchema = z.extend(envelopeSchema(), {
  Invoices: z.array(invoiceDtoSchema),
})

export interface Invoice {
  id: number
  invoiceNumber: string
  orderNumber: string
  invoiceDate: Date
  totalCents: number
  isPaid: boolean
}

function mapInvoice(dto: InvoiceDto): Invoice {
  return {
    id: dto.Id,
    invoiceNumber: dto.InvoiceNumber,
    orderNumber: dto.OrderNumber,
    invoiceDate: new Date(dto.InvoiceDate),
    totalCents: toCents(dto.TotalInclTax),
    isPaid: dto.IsPaid,
  }
}

export async function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/invoices', { schema: invoicesResponseSchema, signal }),
  )
  return answer.Invoices.map(mapInvoice)
}

/** The invoice as a PDF file (offer it with saveBlob). */
export function fetchInvoicePdf(invoiceId: number): Promise<Blob> {
  return requestBlob(`/api/aspos/invoices/${invoiceId}/pdf`, { method: 'GET' })
}

export const invoiceQueries = {
  all: () => ['invoices'] as const,
  list: () =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchInvoices(signal),
    }),
}
