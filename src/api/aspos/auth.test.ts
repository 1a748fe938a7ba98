// Auth calls against the mock service: login ok and refused, register (and AccountExist), logout
// answering the anonymous cart, newsletter subscribe both ways, forgot and reset password.
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/server'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { verifyToken } from '@/mocks/jwt'
import { getDb } from '@/mocks/mock-db'
import { ApiError } from '../http'
import {
  forgotPassword,
  login,
  logout,
  register,
  registerLimits,
  registerRequestSchema,
  resetPassword,
  subscribe,
} from './auth'
import { accountAnswers } from '@/mocks/messages'

const demo = demoAccounts.demo

describe('login', () => {
  it('answers a signed token with the customer claims', async () => {
    const token = await login({ email: demo.email, password: demo.password })
    const claims = await verifyToken(token)
    expect(claims).toMatchObject({
      sub: String(demo.customerId),
      unique_name: 'Sanne',
      email: demo.email,
      scope: 'customer',
    })
  })

  it('gives loyalty customers the loyalty scope', async () => {
    const token = await login({
      email: demoAccounts.loyal.email,
      password: demoAccounts.loyal.password,
    })
    expect((await verifyToken(token))?.scope).toBe('customer loyalty')
  })

  it('refuses a wrong password or an unknown email', async () => {
    await expect(login({ email: demo.email, password: 'Fout1234' })).rejects.toBeInstanceOf(
      ApiError,
    )
    await expect(
      login({ email: 'niemand@example.nl', password: 'Welkom123' }),
    ).rejects.toMatchObject({ status: 401 })
  })

  it('takes Success true without a Token as a refusal, so the form shows the login alert', async () => {
    server.use(
      http.post('*/api/aspos/authentication/login', () => HttpResponse.json({ Success: true })),
    )
    await expect(login({ email: demo.email, password: demo.password })).rejects.toMatchObject({
      kind: 'business',
      reasonCode: 'NoToken',
    })
  })
})

describe('register', () => {
  const input = {
    email: 'nieuwe.klant@example.nl',
    password: 'Geheim12',
    firstName: 'Noor',
    middleName: 'van',
    lastName: 'Dijk',
    phone: '06 12345678',
    birthDate: '1999-02-03',
    newsletter: true,
    loyaltyCard: true,
    manner: { source: 'winkel', pets: ['Hond', 'Paard'] },
  }

  it('creates the customer and logs in', async () => {
    const token = await register(input)
    const claims = await verifyToken(token)
    expect(claims).toMatchObject({
      unique_name: 'Noor',
      email: input.email,
      scope: 'customer loyalty',
    })
    const stored = getDb().customerByEmail(input.email)
    expect(stored).toMatchObject({
      FirstName: 'Noor',
      NewsletterSubscribed: true,
      BirthDate: '1999-02-03',
    })
    expect(stored?.LoyaltyCardNumber).toMatch(/^\d{13}$/)
    expect(stored?.Fields).toContainEqual({ Code: 'Huisdieren', Value: 'Hond, Paard' })
  })

  it('answers AccountExist with a Dutch message for a known email', async () => {
    const error = await register({ ...input, email: demo.email }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      reasonCode: 'AccountExist',
      userMessage: accountAnswers.accountExists,
    })
  })

  it('books a guest order on the new account with its invoice', async () => {
    await register({
      ...input,
      email: 'kees.vandijk@voorbeeld.nl',
      fromOrder: { orderNumber: 'DW-250901', postalCode: '1012 AB' },
    })
    const customer = getDb().customerByEmail('kees.vandijk@voorbeeld.nl')!
    const invoices = getDb().state.invoices.filter((i) => i.OrderNumber === 'DW-250901')
    expect(invoices).toEqual([
      expect.objectContaining({ CustomerId: customer.Id, IsPaid: true, InvoiceDate: '2025-12-10' }),
    ])
  })

  it('refuses a request that breaks the rules with 400', async () => {
    expect(registerRequestSchema.safeParse({ ...input, password: 'kort' }).success).toBe(false)
    await expect(register({ ...input, password: 'zwak' })).rejects.toMatchObject({ status: 400 })
  })

  it('names the field it refused, at its limit (registerLimits) and not before', async () => {
    for (const [field, max] of Object.entries(registerLimits)) {
      const over = { ...input, email: `over.${field}@example.nl`, [field]: '1'.repeat(max + 1) }
      const error = await register(over).catch((e: unknown) => e)
      expect(error, field).toMatchObject({ status: 400, reasonCode: 'InvalidField', field })
      expect(
        registerRequestSchema.safeParse({ ...input, [field]: '1'.repeat(max) }).success,
        field,
      ).toBe(true)
    }
  })
})

describe('logout', () => {
  it('answers an empty anonymous cart and hands out a new cart id', async () => {
    localStorage.setItem('authToken', await login({ email: demo.email, password: demo.password }))
    const cart = await logout()
    expect(cart.CartLines).toEqual([])
    expect(cart.TotalAmountOfProducts).toBe(0)
    expect(localStorage.getItem('cartId')).toBe(cart.Id)
  })
})

describe('subscribe', () => {
  it('subscribes a new email', async () => {
    const result = await subscribe('lezer@example.nl')
    expect(result).toEqual({
      status: 'subscribed',
      voucherCode: expect.stringMatching(/^NIEUWS\d+$/) as unknown,
    })
    expect(getDb().state.subscribers).toContain('lezer@example.nl')
    // The promised 10% korting: the code is a real voucher, and subscribing again gives the same one.
    const code = result.status === 'subscribed' ? result.voucherCode : null
    expect(getDb().state.vouchers.find((v) => v.Code === code)).toMatchObject({
      Percentage: 10,
      CustomerId: null,
    })
    await expect(subscribe('Lezer@example.nl')).resolves.toEqual(result)
  })

  it('answers AccountExist for the email of a customer', async () => {
    await expect(subscribe(demoAccounts.fresh.email)).resolves.toEqual({ status: 'accountExists' })
  })
})

describe('forgot and reset password', () => {
  it('sends a reset link to a known email and the token sets a new password', async () => {
    const message = await forgotPassword(demo.email)
    expect(message).toBe(accountAnswers.forgotSent(demo.email))
    const answer = await fetch(
      `http://localhost/api/mock/last-reset-token?email=${encodeURIComponent(demo.email)}`,
    )
    const { Token } = (await answer.json()) as { Token: string }
    await expect(resetPassword({ token: Token, password: 'Nieuw9876' })).resolves.toBe(
      accountAnswers.resetDone,
    )
    await expect(login({ email: demo.email, password: 'Nieuw9876' })).resolves.toBeTypeOf('string')
    // A used token cannot be used again.
    await expect(resetPassword({ token: Token, password: 'Ander1234' })).rejects.toMatchObject({
      userMessage: accountAnswers.resetInvalid,
    })
  })

  it('fails with the Dutch Message for an unknown email', async () => {
    await expect(forgotPassword('onbekend@example.nl')).rejects.toMatchObject({
      userMessage: accountAnswers.unknownEmail,
    })
  })
})
