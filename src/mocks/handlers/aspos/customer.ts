// Mock handlers of the customer service: the logged-in customer (optional includeFields), change
// password, change email and the customer's vouchers (without a valid token: 401), and the
// common config (Regions, Config).
import { http, HttpResponse } from 'msw'
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  newsletterPreferenceRequestSchema,
} from '@/api/aspos/customer'
import { account } from '@/messages/nl/account'
import type { CustomerDto } from '../../db/types'
import { voucherUseRefusal } from './cart-dto'
import { getDb } from '../../mock-db'
import { revokeCustomerTokens } from '../../revocation'
import {
  claimsOf,
  customerOf,
  fail,
  loyaltyCardNumber,
  LOYALTY_WELCOME_POINTS,
  ok,
  readBody,
} from '../utils'
import { accountAnswers } from '@/mocks/messages'

const m = accountAnswers

const unauthorized = () => fail(m.loginRequired, 401)

/** The customer as the service shows it: never the password, no address book (own endpoint). */
function publicCustomer(c: CustomerDto) {
  return {
    Id: c.Id,
    Email: c.Email,
    FirstName: c.FirstName,
    MiddleName: c.MiddleName,
    LastName: c.LastName,
    Phone: c.Phone,
    BirthDate: c.BirthDate,
    CustomerGroup: c.CustomerGroup,
    NewsletterSubscribed: c.NewsletterSubscribed,
    LoyaltyCardNumber: c.LoyaltyCardNumber,
    LoyaltyPoints: c.LoyaltyPoints,
  }
}

export const customerHandlers = [
  // The common config lives here because the account area (loyalty groups) is its first reader.
  http.get('*/api/aspos/common/config', () => HttpResponse.json(getDb().state.config)),

  http.get('*/api/aspos/customer', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    const wanted = new URL(request.url).searchParams
      .getAll('includeFields')
      .flatMap((v) => v.split(','))
    const codes = new Set(wanted.map((code) => code.trim().toLowerCase()).filter(Boolean))
    const fields = customer.Fields.filter((f) => codes.has(f.Code.toLowerCase()))
    return ok({ Customer: publicCustomer(customer), Fields: fields })
  }),

  http.post('*/api/aspos/customer/change-password', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    const body = await readBody(request, changePasswordRequestSchema())
    if (!body) return fail(m.badRequest, 400)
    // Wrong current password is a business failure (200), not a 401 that would end the session.
    if (body.currentPassword !== customer.Password)
      return fail(m.wrongPassword, 200, 'WrongPassword')
    customer.Password = body.newPassword
    getDb().persist()
    // Every other session of this customer ends; the one that made the change goes on.
    revokeCustomerTokens(String(customer.Id), await claimsOf(request))
    return ok({})
  }),

  http.post('*/api/aspos/customer/change-email', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    const body = await readBody(request, changeEmailRequestSchema())
    if (!body) return fail(m.badRequest, 400)
    if (body.password !== customer.Password) return fail(m.wrongPassword, 200, 'WrongPassword')
    const other = getDb().customerByEmail(body.newEmail)
    if (other && other.Id !== customer.Id) return fail(m.emailTaken, 200, 'AccountExist')
    customer.Email = body.newEmail.trim()
    getDb().persist()
    revokeCustomerTokens(String(customer.Id), await claimsOf(request))
    return ok({})
  }),

  // The newsletter choice of the account area: the customer's flag, and the subscriber list the
  // subscribe call keeps, follow it.
  http.post('*/api/aspos/customer/newsletter', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    const body = await readBody(request, newsletterPreferenceRequestSchema())
    if (!body) return fail(m.badRequest, 400)
    const db = getDb()
    const email = customer.Email.trim().toLowerCase()
    customer.NewsletterSubscribed = body.subscribed
    db.state.subscribers = db.state.subscribers.filter((s) => s !== email)
    if (body.subscribed) db.state.subscribers.push(email)
    db.persist()
    return ok({})
  }),

  // Joining the loyalty programme: a card number (a valid EAN-13 in the chain's 26 range), the
  // loyalty group and the welcome points. A customer with a card keeps it.
  http.post('*/api/aspos/customer/loyalty', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    if (customer.LoyaltyCardNumber) return fail(account.loyalty.alreadyMember, 200, 'AlreadyMember')
    customer.LoyaltyCardNumber = loyaltyCardNumber(customer.Id)
    customer.CustomerGroup = { Code: 'LOYAL', Description: 'Klantenkaarthouder' }
    customer.LoyaltyPoints += LOYALTY_WELCOME_POINTS
    getDb().persist()
    return ok({})
  }),

  http.get('*/api/aspos/customer/vouchers', async ({ request }) => {
    const customer = await customerOf(request)
    if (!customer) return unauthorized()
    const vouchers = getDb()
      // A used-up voucher is no longer offered.
      .state.vouchers.filter(
        (v) =>
          v.CustomerId === customer.Id &&
          !voucherUseRefusal(v, { customerId: customer.Id, email: customer.Email }),
      )
      .map((v) => ({
        Id: v.Id,
        Code: v.Code,
        Description: v.Description,
        Amount: v.Amount,
        Percentage: v.Percentage,
        MinOrderAmount: v.MinOrderAmount,
        ValidUntil: v.ValidUntil,
        IsPersonal: v.CustomerId !== null,
      }))
    return HttpResponse.json({ Success: true, ReasonCode: null, Message: null, Vouchers: vouchers })
  }),
]
