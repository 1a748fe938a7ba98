// Mock handlers of the authentication service: login, register, the e-mail check, logout,
// newsletter subscribe, forgot and reset password, plus a dev endpoint that hands tests the last
// emailed reset token.
import { http, HttpResponse } from 'msw'
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@/api/aspos/auth'
import type { CustomerDto } from '../../db/types'
import { invoiceOf } from '../../db/seed-order-life'
import { signToken } from '../../jwt'
import { getDb } from '../../mock-db'
import { revokeToken } from '../../revocation'
import {
  bearerOf,
  cartIdHeaders,
  claimsOf,
  fail,
  loyaltyCardNumber,
  ok,
  readBody,
  refusedFieldOf,
} from '../utils'
import { buildCartDto } from './cart-dto'
import { guestOrder } from './orders'
import { normalizePostalCodeFor } from '@/lib/validation-rules'
import { accountAnswers } from '@/mocks/messages'

const m = accountAnswers

/** The token the service issues: sub = customer id, unique_name = first name, scope by group. */
export function tokenFor(customer: CustomerDto): Promise<string> {
  const loyaltyCodes = (getDb().state.config.Config['CustomerGroups.Loyalty'] ?? '')
    .split(/[,|]/)
    .map((c) => c.trim().toUpperCase())
  const loyal = loyaltyCodes.includes(customer.CustomerGroup.Code.toUpperCase())
  return signToken({
    sub: String(customer.Id),
    unique_name: customer.FirstName,
    email: customer.Email,
    scope: loyal ? 'customer loyalty' : 'customer',
  })
}

function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

/** Like a real service's: standard base64, so links carry '+', '/' and '=' (URL-encoded). */
function resetToken(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(25))))
}

export const authHandlers = [
  http.post('*/api/aspos/authentication/login', async ({ request }) => {
    const body = await readBody(request, loginRequestSchema)
    if (!body) return fail(m.badRequest, 400)
    const customer = getDb().customerByEmail(body.email)
    if (!customer || customer.Password !== body.password) {
      return HttpResponse.json(
        { Success: false, ReasonCode: 'InvalidCredentials', Message: m.loginFailed, Token: null },
        { status: 401 },
      )
    }
    return ok({ Token: await tokenFor(customer) })
  }),

  http.post('*/api/aspos/authentication/register', async ({ request }) => {
    const body = await readBody(request, registerRequestSchema)
    if (!body)
      return fail(m.badRequest, 400, 'InvalidField', {
        Field: await refusedFieldOf(request, registerRequestSchema),
      })
    const db = getDb()
    if (db.customerByEmail(body.email)) {
      return HttpResponse.json({
        Success: false,
        ReasonCode: 'AccountExist',
        Message: m.accountExists,
        Token: null,
      })
    }
    const id = db.nextId()
    const fields = [
      ...(body.manner.pets.length
        ? [{ Code: 'Huisdieren', Value: body.manner.pets.join(', ') }]
        : []),
      ...(body.manner.source ? [{ Code: 'Herkomst', Value: body.manner.source }] : []),
    ]
    const customer: CustomerDto = {
      Id: id,
      Email: body.email.trim(),
      Password: body.password,
      FirstName: body.firstName,
      MiddleName: body.middleName,
      LastName: body.lastName,
      Phone: body.phone,
      BirthDate: body.birthDate || null,
      CustomerGroup: body.loyaltyCard
        ? { Code: 'LOYAL', Description: 'Klantenkaarthouder' }
        : { Code: 'PARTICULIER', Description: 'Particulier' },
      NewsletterSubscribed: body.newsletter,
      LoyaltyCardNumber: body.loyaltyCard ? loyaltyCardNumber(id) : null,
      LoyaltyPoints: 0,
      Fields: fields,
      // An account made from an order keeps the order's address as its Default address.
      Addresses: body.address
        ? [
            {
              ...body.address,
              Id: db.nextId(),
              AddressType: 'Default',
              PostalCode: normalizePostalCodeFor(body.address.CountryCode, body.address.PostalCode),
            },
          ]
        : [],
    }
    db.state.customers.push(customer)
    // ... and that order, when it is a guest's order with this e-mail, becomes the account's.
    const order = body.fromOrder
      ? guestOrder(body.fromOrder.orderNumber, body.fromOrder.postalCode)
      : undefined
    if (order && order.Email.trim().toLowerCase() === customer.Email.toLowerCase()) {
      order.CustomerId = customer.Id
      // Its invoice comes with it, listed under "Mijn facturen" like every paid order's.
      const invoice = invoiceOf(order, db.nextId(), `F-${order.OrderDate.slice(0, 4)}-${order.Id}`)
      if (invoice && !db.state.invoices.some((i) => i.OrderNumber === order.OrderNumber))
        db.state.invoices.push(invoice)
    }
    db.persist()
    return ok({ Token: await tokenFor(customer) })
  }),

  // Whether an e-mail has an account: the registration asks where the e-mail is typed. It tells no
  // more than the register call itself does (AccountExist), and only for a well-formed address.
  http.post('*/api/aspos/authentication/checkEmail', async ({ request }) => {
    const body = await readBody(request, emailRequestSchema)
    if (!body || !isValidEmail(body.email)) return fail(m.badRequest, 400)
    return ok({ AccountExists: Boolean(getDb().customerByEmail(body.email)) })
  }),

  http.post('*/api/aspos/authentication/logout', async ({ request }) => {
    // The token is revoked at both services; a fresh anonymous cart: the customer's cart stays
    // with the account.
    const token = bearerOf(request)
    const claims = await claimsOf(request)
    if (token && claims) revokeToken(token, claims)
    const id = crypto.randomUUID()
    const cart = getDb().cartFor(`anon:${id}`)
    getDb().persist()
    return ok({ Data: { ...buildCartDto(cart), Id: id } }, { headers: cartIdHeaders(id) })
  }),

  http.post('*/api/aspos/authentication/subscribe', async ({ request }) => {
    const body = await readBody(request, emailRequestSchema)
    if (!body || !isValidEmail(body.email)) return fail(m.badRequest, 400)
    const db = getDb()
    if (db.customerByEmail(body.email)) {
      return HttpResponse.json({ Success: false, ReasonCode: 'AccountExist', Message: null })
    }
    const email = body.email.trim().toLowerCase()
    if (!db.state.subscribers.includes(email)) db.state.subscribers.push(email)
    // The promotion promises 10% korting on the first order: each new subscriber gets one code of
    // their own (a public 10% voucher), and the same code again when subscribing twice.
    let code = db.state.newsletterCodes[email]
    if (!code) {
      const id = db.nextId()
      code = `NIEUWS${id}`
      db.state.newsletterCodes[email] = code
      db.state.vouchers.push({
        Id: id,
        Code: code,
        Description: m.newsletterVoucher,
        Amount: null,
        Percentage: 10,
        MinOrderAmount: 0,
        ValidUntil: '2099-12-31',
        CustomerId: null,
      })
    }
    db.persist()
    return ok({ Message: m.subscribed, VoucherCode: code })
  }),

  http.post('*/api/aspos/authentication/forgotPassword', async ({ request }) => {
    const body = await readBody(request, emailRequestSchema)
    if (!body || !isValidEmail(body.email)) return fail(m.badRequest, 400)
    const db = getDb()
    const customer = db.customerByEmail(body.email)
    if (!customer)
      return HttpResponse.json({
        Success: false,
        ReasonCode: 'UnknownEmail',
        Message: m.unknownEmail,
      })
    db.state.resetRequests[resetToken()] = customer.Email
    db.persist()
    return ok({ Message: m.forgotSent(customer.Email) })
  }),

  http.post('*/api/aspos/authentication/resetPassword', async ({ request }) => {
    const body = await readBody(request, resetPasswordRequestSchema)
    if (!body) return fail(m.badRequest, 400)
    const db = getDb()
    const email = db.state.resetRequests[body.token]
    const customer = email ? db.customerByEmail(email) : undefined
    if (!customer)
      return HttpResponse.json({
        Success: false,
        ReasonCode: 'InvalidToken',
        Message: m.resetInvalid,
      })
    if (!/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{6,}$/.test(body.password)) return fail(m.badRequest, 400)
    customer.Password = body.password
    delete db.state.resetRequests[body.token]
    db.persist()
    return ok({ Message: m.resetDone })
  }),

  // Dev only: what the reset email would contain, so flows can follow the link.
  http.get('*/api/mock/last-reset-token', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase() ?? ''
    const tokens = Object.entries(getDb().state.resetRequests).filter(
      ([, e]) => e.toLowerCase() === email,
    )
    const last = tokens.at(-1)
    return last ? HttpResponse.json({ Success: true, Token: last[0] }) : fail(m.resetInvalid, 404)
  }),
]
