// The customer resource of the commerce service: the logged-in customer (with optional custom
// Fields), change password, change email and the customer's vouchers. Wire contracts (zod) are
// shared with the mock backend; mappers turn them into our own types (money in cents).
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod'
import { toCents } from '@/lib/format'
import { emailSchema, passwordSchema } from '@/lib/validation'
import { ensureSuccess, envelopeSchema, request } from '../http'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const customerFieldDtoSchema = z.object({ Code: z.string(), Value: z.string() })

export const customerDtoSchema = z.object({
  Id: z.number(),
  Email: z.string(),
  FirstName: z.string(),
  MiddleName: z.string().nullish(),
  LastName: z.string(),
  Phone: z.string().nullish(),
  BirthDate: z.string().nullish(),
  CustomerGroup: z.object({ Code: z.string(), Description: z.string().nullish() }),
  NewsletterSubscribed: z.boolean().nullish(),
  LoyaltyCardNumber: z.string().nullish(),
  LoyaltyPoints: z.number().nullish(),
})
export type CustomerDto = z.infer<typeof customerDtoSchema>

export const customerResponseSchema = z.object(envelopeSchema.shape).partial().extend({
  Customer: customerDtoSchema,
  Fields: z.array(customerFieldDtoSchema).default([]),
})
export type CustomerResponseDto = z.infer<typeof customerResponseSchema>

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
})
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>

export const changeEmailRequestSchema = z.object({
  newEmail: emailSchema,
  password: z.string().min(1).max(200),
})
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>

export const customerVoucherDtoSchema = z.object({
  Id: z.number(),
  Code: z.string(),
  Description: z.string(),
  /** Euros off, or null for a percentage voucher. */
  Amount: z.number().nullable(),
  Percentage: z.number().nullable(),
  MinOrderAmount: z.number(),
  /** 'YYYY-MM-DD', inclusive. */
  ValidUntil: z.string(),
  /** True for a voucher that belongs to this customer only. */
  IsPersonal: z.boolean(),
})
export type CustomerVoucherDto = z.infer<typeof customerVoucherDtoSchema>

export const customerVouchersResponseSchema = z.object({
  ...envelopeSchema.shape,
  Vouchers: z.array(customerVoucherDtoSchema),
})

// ---------------------------------------------------------------------------------------------
// Domain types and mappers
// ---------------------------------------------------------------------------------------------

export interface Customer {
  id: number
  email: string
  firstName: string
  middleName: string
  lastName: string
  /** First, middle and last name joined with single spaces. */
  fullName: string
  phone: string
  birthDate: string | null
  groupCode: string
  groupDescription: string
  newsletter: boolean
  loyaltyCardNumber: string | null
  loyaltyPoints: number
  fields: { code: string; value: string }[]
}

export function mapCustomer(answer: Pick<CustomerResponseDto, 'Customer' | 'Fields'>): Customer {
  const c = answer.Customer
  const middleName = c.MiddleName ?? ''
  return {
    id: c.Id,
    email: c.Email,
    firstName: c.FirstName,
    middleName,
    lastName: c.LastName,
    fullName: [c.FirstName, middleName, c.LastName].filter(Boolean).join(' '),
    phone: c.Phone ?? '',
    birthDate: c.BirthDate || null,
    groupCode: c.CustomerGroup.Code,
    groupDescription: c.CustomerGroup.Description ?? c.CustomerGroup.Code,
    newsletter: c.NewsletterSubscribed ?? false,
    loyaltyCardNumber: c.LoyaltyCardNumber || null,
    loyaltyPoints: c.LoyaltyPoints ?? 0,
    fields: answer.Fields.map((f) => ({ code: f.Code, value: f.Value })),
  }
}

export interface CustomerVoucher {
  id: number
  code: string
  description: string
  amountCents: number | null
  percentage: number | null
  minOrderCents: number
  validUntil: string
  personal: boolean
}

export function mapCustomerVoucher(dto: CustomerVoucherDto): CustomerVoucher {
  return {
    id: dto.Id,
    code: dto.Code,
    description: dto.Description,
    amountCents: dto.Amount === null ? null : toCents(dto.Amount),
    percentage: dto.Percentage,
    minOrderCents: toCents(dto.MinOrderAmount),
    validUntil: dto.ValidUntil,
    personal: dto.IsPersonal,
  }
}

/** A voucher is usable through the whole of its ValidUntil day (local time). */
export function isVoucherExpired(voucher: Pick<CustomerVoucher, 'validUntil'>, now = new Date()): boolean {
  const end = new Date(`${voucher.validUntil}T23:59:59`)
  return Number.isNaN(end.getTime()) ? false : end.getTime() < now.getTime()
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchCustomer(includeFields: readonly string[] = [], signal?: AbortSignal): Promise<Customer> {
  const answer = await request('/api/aspos/customer', {
    query: includeFields.length ? { includeFields } : undefined,
    schema: customerResponseSchema,
    signal,
  })
  return mapCustomer(answer)
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  ensureSuccess(
    await request('/api/aspos/customer/change-password', { method: 'POST', body, schema: envelopeSchema }),
  )
}

/** Changes the login email; the caller logs in again with the new email and the password. */
export async function changeEmail(body: ChangeEmailRequest): Promise<void> {
  ensureSuccess(await request('/api/aspos/customer/change-email', { method: 'POST', body, schema: envelopeSchema }))
}

export async function fetchCustomerVouchers(signal?: AbortSignal): Promise<CustomerVoucher[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/customer/vouchers', { schema: customerVouchersResponseSchema, signal }),
  )
  return answer.Vouchers.map(mapCustomerVoucher)
}

/** Custom fields the account overview asks for. */
export const ACCOUNT_FIELDS = ['Huisdieren'] as const

export const customerQueries = {
  all: () => ['customer'] as const,
  details: () => [...customerQueries.all(), 'detail'] as const,
  detail: (includeFields: readonly string[] = ACCOUNT_FIELDS) =>
    queryOptions({
      queryKey: [...customerQueries.details(), [...includeFields]] as const,
      queryFn: ({ signal }) => fetchCustomer(includeFields, signal),
      staleTime: 30_000,
    }),
  vouchers: () =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'vouchers'] as const,
      queryFn: ({ signal }) => fetchCustomerVouchers(signal),
    }),
}
