// Shared helpers for the mock handlers: JSON answers in the service's envelope, who is asking
// (customer by bearer token, anonymous visitor by X-Cart-Id), and body validation with zod.
import { HttpResponse } from 'msw'
import * as z from 'zod'
import { verifyToken, type MockClaims } from '../jwt'
import { getDb } from '../mock-db'
import { ean13 } from '../db/prng'
import { isRevoked } from '../revocation'

export const CART_ID_HEADER = 'X-Cart-Id'

export function ok<T extends object>(body: T, init?: ResponseInit) {
  return HttpResponse.json({ Success: true, ReasonCode: null, Message: null, ...body }, init)
}

export function fail(
  message: string,
  status = 400,
  reasonCode: string | null = null,
  extra: object = {},
) {
  return HttpResponse.json(
    { Success: false, ReasonCode: reasonCode, Message: message, ...extra },
    { status },
  )
}

/**
 * Parses the JSON body with a zod schema (classic or zod/mini: both are core schemas); null when it
 * is missing or does not fit.
 */
export async function readBody<T>(request: Request, schema: z.core.$ZodType<T>): Promise<T | null> {
  try {
    const parsed = z.safeParse(schema, await request.clone().json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The first field a JSON body does not fit (the top-level key of zod's first issue), for a refusal's
 * Field (docs/api.md), so the shop can name the field and take the shopper to it; null when the
 * body is not JSON or the problem is not one field's.
 */
export async function refusedFieldOf(
  request: Request,
  schema: z.core.$ZodType,
): Promise<string | null> {
  try {
    const parsed = z.safeParse(schema, await request.clone().json())
    const key = parsed.success ? undefined : parsed.error.issues[0]?.path[0]
    return typeof key === 'string' ? key : null
  } catch {
    return null
  }
}

/** The bearer token a request carries, or null. */
export const bearerOf = (request: Request): string | null =>
  /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null

/** The logged-in customer's claims, or null (anonymous; invalid, expired or revoked token). */
export async function claimsOf(request: Request): Promise<MockClaims | null> {
  const token = bearerOf(request)
  const claims = token ? await verifyToken(token) : null
  return token && claims && !isRevoked(token, claims) ? claims : null
}

export async function customerOf(request: Request) {
  const claims = await claimsOf(request)
  return claims ? (getDb().customerById(Number(claims.sub)) ?? null) : null
}

/**
 * The key of the visitor's cart: a customer's cart follows the token; an anonymous cart follows
 * the X-Cart-Id the service hands out. `issuedCartId` is set when a new anonymous id was made.
 */
export async function cartKeyOf(
  request: Request,
): Promise<{ key: string; issuedCartId: string | null }> {
  const claims = await claimsOf(request)
  if (claims) return { key: `customer:${claims.sub}`, issuedCartId: null }
  const existing = request.headers.get(CART_ID_HEADER)
  if (existing && /^[A-Za-z0-9-]{8,64}$/.test(existing))
    return { key: `anon:${existing}`, issuedCartId: null }
  const id = crypto.randomUUID()
  return { key: `anon:${id}`, issuedCartId: id }
}

/** Headers that hand a new anonymous cart id to the client. */
export function cartIdHeaders(issuedCartId: string | null): HeadersInit | undefined {
  return issuedCartId ? { [CART_ID_HEADER]: issuedCartId } : undefined
}

/** Points a new loyalty member gets (the loyalty page promises 100 welkomstpunten). */
export const LOYALTY_WELCOME_POINTS = 100

/** A customer's loyalty card number: the chain's '26' range plus the id, as a valid EAN-13. */
export function loyaltyCardNumber(customerId: number): string {
  return ean13(`26${String(customerId).padStart(10, '0')}`)
}
