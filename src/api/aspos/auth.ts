// The authentication resource of the commerce service: login, register (and the check whether an
// e-mail already has an account), logout, newsletter subscribe, forgot and reset password. Wire contracts (zod) are shared with the mock backend.
// zod/mini: the session and the header's account menu put this module on the initial path.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { startAuthSession } from '../auth'
import { ApiError, request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import {
  birthDateProblem,
  emailSchema,
  optionalText,
  passwordSchema,
  requiredText,
  typedEmail,
  typedPassword,
} from '@/lib/validation-rules'
import { addressInputDtoSchema } from './addresses'
import { cartDtoSchema, type CartDto } from './cart'
import { common } from '@/messages/nl/common'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const loginRequestSchema = z.object({
  email: typedEmail(),
  password: typedPassword(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

const tokenResponseSchema = z.extend(envelopeSchema(), { Token: z.nullish(z.string()) })
export type TokenResponseDto = z.infer<typeof tokenResponseSchema>

/** What kind of pets the customer has and how they found us ("manner" step of the wizard). */
const registerMannerSchema = z.object({
  source: z._default(z.string().check(z.maxLength(50)), ''),
  pets: z._default(z.array(z.string().check(z.maxLength(50))).check(z.maxLength(20)), []),
})

/**
 * The longest text each field of a registration takes (after trimming): the service refuses more.
 * The one source of these limits: this contract (which the mock service checks) and the
 * registration wizard's steps, which refuse a longer text at its field where it is typed.
 */
export const registerLimits = {
  firstName: 100,
  middleName: 50,
  lastName: 100,
  phone: 30,
} as const

export const registerRequestSchema = z.object({
  email: emailSchema(),
  password: passwordSchema(),
  firstName: requiredText(registerLimits.firstName),
  middleName: z._default(optionalText(registerLimits.middleName), ''),
  lastName: requiredText(registerLimits.lastName),
  phone: z._default(optionalText(registerLimits.phone), ''),
  /** ISO date 'YYYY-MM-DD' or '' when not given; never a day after today. */
  birthDate: z._default(
    z.string().check(z.refine((value) => birthDateProblem(value) === null)),
    '',
  ),
  newsletter: z._default(z.boolean(), false),
  /** True when the customer wants a loyalty card. */
  loyaltyCard: z._default(z.boolean(), false),
  manner: z._default(registerMannerSchema, { source: '', pets: [] }),
  /** An account made from an order: the order's address, kept as the account's Default address. */
  address: z.optional(z.lazy(() => addressInputDtoSchema())),
  /** That order (its number and postal code, as the guest knows them): booked on the new account. */
  fromOrder: z.optional(
    z.object({
      orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
      postalCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
    }),
  ),
})
export type RegisterRequest = z.input<typeof registerRequestSchema>

const logoutResponseSchema = z.extend(envelopeSchema(), { Data: cartDtoSchema() })

export const emailRequestSchema = z.object({ email: typedEmail() })

/**
 * POST /api/aspos/authentication/checkEmail (a call the spec leaves open, docs/api.md): whether an
 * account already has this e-mail, so the registration says so where the e-mail is typed.
 */
const checkEmailResponseSchema = z.extend(envelopeSchema(), { AccountExists: z.boolean() })

/** VoucherCode: the welcome code a new subscriber gets when the promotion promises a discount. */
const subscribeResponseSchema = z.extend(envelopeSchema(), { VoucherCode: z.nullish(z.string()) })

const forgotPasswordResponseSchema = envelopeSchema()

export const resetPasswordRequestSchema = z.object({
  // Real tokens are base64 (+ / =) and may be long: up to 1,024 characters, passed on unchanged.
  token: z.string().check(z.minLength(1), z.maxLength(1024)),
  password: typedPassword(),
})

const resetPasswordResponseSchema = envelopeSchema()

/** The services' ReasonCode for an e-mail that already has an account (register, subscribe). */
export const ACCOUNT_EXISTS = 'AccountExist'

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/**
 * Registers the commerce token with the session's own service (/api/auth/login), which answers the
 * token to keep. Best effort: when that service cannot be reached the commerce token stands, and
 * the next page load asks /api/auth/user about it.
 */
async function withAuthSession(token: string): Promise<string> {
  try {
    return await startAuthSession(token)
  } catch {
    return token
  }
}

/** Logs in; resolves with the token. A refused login (Success false, 401) is an ApiError. */
export async function login(body: LoginRequest): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/login', {
      method: 'POST',
      body,
      schema: tokenResponseSchema,
    }),
  )
  // "Success" without a token logs no one in: a refusal, so the form shows the login alert.
  if (!answer.Token) {
    throw new ApiError({
      kind: 'business',
      status: 200,
      reasonCode: answer.ReasonCode ?? 'NoToken',
      userMessage: answer.Message || common.errors.generic,
    })
  }
  return withAuthSession(answer.Token)
}

/** Creates an account; resolves with the token. An existing email: ApiError reasonCode AccountExist. */
export async function register(body: RegisterRequest): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/register', {
      method: 'POST',
      body,
      schema: tokenResponseSchema,
    }),
  )
  if (!answer.Token) {
    throw new ApiError({
      kind: 'malformed',
      status: 200,
      userMessage: answer.Message || common.errors.malformed,
    })
  }
  return withAuthSession(answer.Token)
}

/**
 * Ends the session at the server; resolves with the anonymous (empty) cart it hands back. `token`:
 * the one to end, captured before the logout cleared it from storage.
 */
export async function logout(token?: string): Promise<CartDto> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/logout', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      schema: logoutResponseSchema,
    }),
  )
  return answer.Data
}

/** Whether an account already has this e-mail address. */
export async function isEmailTaken(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/checkEmail', {
      method: 'POST',
      body: { email: email.trim() },
      schema: checkEmailResponseSchema,
      signal,
    }),
  )
  return answer.AccountExists
}

export const authQueries = {
  all: () => ['auth'] as const,
  /** Asked again on each check (an account may be made meanwhile), and not kept around. */
  emailTaken: (email: string) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'email-taken', email.trim().toLowerCase()] as const,
      queryFn: ({ signal }) => isEmailTaken(email, signal),
      staleTime: 0,
      gcTime: 60_000,
    }),
}

export type SubscribeResult =
  { status: 'subscribed'; voucherCode: string | null } | { status: 'accountExists' }

/** Newsletter subscription; an email that belongs to a customer answers AccountExist. */
export async function subscribe(email: string): Promise<SubscribeResult> {
  const answer = await request('/api/aspos/authentication/subscribe', {
    method: 'POST',
    body: { email },
    schema: subscribeResponseSchema,
  })
  if (answer.ReasonCode === ACCOUNT_EXISTS) return { status: 'accountExists' }
  ensureSuccess(answer)
  return { status: 'subscribed', voucherCode: answer.VoucherCode || null }
}

/** Asks for a reset link; resolves with the server's Message, rejects with it as userMessage. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/forgotPassword', {
      method: 'POST',
      body: { email },
      schema: forgotPasswordResponseSchema,
    }),
  )
  return answer.Message ?? ''
}

/** Sets a new password with the token from the emailed link. */
export async function resetPassword(
  body: z.infer<typeof resetPasswordRequestSchema>,
): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/authentication/resetPassword', {
      method: 'POST',
      body,
      schema: resetPasswordResponseSchema,
    }),
  )
  return answer.Message ?? ''
}
