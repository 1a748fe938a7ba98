// The customer resource of the commerce service: the logged-in customer (with optional custom
// Fields), change password, change email and the customer's vouchers. Wire contracts (zod) are
// shared with the mock backend; mappers turn them into our own types (money in cents). zod/mini,
// like the rest of the api layer: classic zod is left to the mocks and tests.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { isPastShopDay } from '@/lib/clock'
import { toCents } from '@/lib/format'
import { request, requestWrite } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { emailSchema, passwordSchema, typedPassword } from '@/lib/validation-rules'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

const customerFieldDtoSchema = lazy(() => z.object({ Code: z.string(), Value: z.string() }))

// Spec: the customer has a CustomerGroup with Code; what else a service sends is read when present.
export const customerDtoSchema = lazy(() =>
  z.object({
    Id: z._default(z.number(), 0),
    Email: z._default(z.string(), ''),
    FirstName: z._default(z.string(), ''),
    MiddleName: z.nullish(z.string()),
    LastName: z._default(z.string(), ''),
    Phone: z.nullish(z.string()),
    BirthDate: z.nullish(z.string()),
    CustomerGroup: z.object({ Code: z.string(), Description: z.nullish(z.string()) }),
    NewsletterSubscribed: z.nullish(z.boolean()),
    LoyaltyCardNumber: z.nullish(z.string()),
    LoyaltyPoints: z.nullish(z.number()),
  }),
)
export type CustomerDto = z.infer<ReturnType<typeof customerDtoSchema>>

export const customerResponseSchema = lazy(() =>
  z.extend(z.partial(envelopeSchema()), {
    Customer: customerDtoSchema(),
    Fields: z._default(z.array(customerFieldDtoSchema()), []),
  }),
)
export type CustomerResponseDto = z.infer<ReturnType<typeof customerResponseSchema>>

export const changePasswordRequestSchema = lazy(() =>
  z.object({
    currentPassword: typedPassword(),
    newPassword: passwordSchema(),
  }),
)
export type ChangePasswordRequest = z.infer<ReturnType<typeof changePasswordRequestSchema>>

export const changeEmailRequestSchema = lazy(() =>
  z.object({
    newEmail: emailSchema(),
    password: typedPassword(),
  }),
)
export type ChangeEmailRequest = z.infer<ReturnType<typeof changeEmailRequestSchema>>

/** The customer's own newsletter choice (opt-in or opt-out in the account area). */
export const newsletterPreferenceRequestSchema = lazy(() => z.object({ subscribed: z.boolean() }))
export type NewsletterPreferenceRequest = z.infer<
  ReturnType<typeof newsletterPreferenceRequestSchema>
>

export const customerVoucherDtoSchema = lazy(() =>
  z.object({
    Id: z.number(),
    Code: z.string(),
    Description: z.string(),
    /** Euros off, or null for a percentage voucher. */
    Amount: z.nullable(z.number()),
    Percentage: z.nullable(z.number()),
    MinOrderAmount: z.number(),
    /** 'YYYY-MM-DD', inclusive. */
    ValidUntil: z.string(),
    /** True for a voucher that belongs to this customer only. */
    IsPersonal: z.boolean(),
  }),
)
export type CustomerVoucherDto = z.infer<ReturnType<typeof customerVoucherDtoSchema>>

const customerVouchersResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Vouchers: z.array(customerVoucherDtoSchema()),
  }),
)

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

function mapCustomerVoucher(dto: CustomerVoucherDto): CustomerVoucher {
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

/** A voucher is usable through the whole of its ValidUntil day, a day of the shop (Amsterdam). */
export function isVoucherExpired(
  voucher: Pick<CustomerVoucher, 'validUntil'>,
  now = new Date(),
): boolean {
  return isPastShopDay(voucher.validUntil, now)
}

// ---------------------------------------------------------------------------------------------
// Fetchers and queries
// ---------------------------------------------------------------------------------------------

export async function fetchCustomer(
  includeFields: readonly string[] = [],
  signal?: AbortSignal,
): Promise<Customer> {
  const answer = await request('/api/aspos/customer', {
    query: includeFields.length ? { includeFields } : undefined,
    schema: customerResponseSchema(),
    signal,
  })
  return mapCustomer(answer)
}

/** The spec leaves the answer open: any 2xx is a success, `Success: false` refuses (requestWrite). */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await requestWrite('/api/aspos/customer/change-password', { method: 'POST', body })
}

/**
 * Changes the login email; the caller logs in again with the new email and the password. The
 * answer is not shown in the spec: any 2xx is a success, `Success: false` refuses (requestWrite).
 */
export async function changeEmail(body: ChangeEmailRequest): Promise<void> {
  await requestWrite('/api/aspos/customer/change-email', { method: 'POST', body })
}

/** Opts the logged-in customer in to (true) or out of (false) the newsletter. */
export async function setNewsletterPreference(subscribed: boolean): Promise<void> {
  ensureSuccess(
    await request('/api/aspos/customer/newsletter', {
      method: 'POST',
      body: { subscribed } satisfies NewsletterPreferenceRequest,
      schema: envelopeSchema(),
    }),
  )
}

/** The logged-in customer joins the loyalty programme: the service issues a card number. */
export async function joinLoyalty(): Promise<void> {
  ensureSuccess(
    await request('/api/aspos/customer/loyalty', {
      method: 'POST',
      body: {},
      schema: envelopeSchema(),
    }),
  )
}

export async function fetchCustomerVouchers(signal?: AbortSignal): Promise<CustomerVoucher[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/customer/vouchers', {
      schema: customerVouchersResponseSchema(),
      signal,
    }),
  )
  return answer.Vouchers.map(mapCustomerVoucher)
}

/** Custom fields the account overview asks for. */
const ACCOUNT_FIELDS = ['Huisdieren'] as const

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
