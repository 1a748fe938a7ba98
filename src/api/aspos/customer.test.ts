// Customer contract and calls: every seed customer parses as the service shows it; the customer
// call needs a token; change password and change email; the customer's vouchers.
import { describe, expect, it } from 'vitest'
import { customers, demoAccounts, vouchers } from '@/mocks/db/seed-stores-people'
import { getDb } from '@/mocks/mock-db'
import { login } from './auth'
import {
  changeEmail,
  changePassword,
  customerDtoSchema,
  customerVoucherDtoSchema,
  fetchCustomer,
  fetchCustomerVouchers,
  isVoucherExpired,
  mapCustomer,
} from './customer'
import { accountAnswers } from '@/mocks/messages'

async function logInAs(who: { email: string; password: string }) {
  localStorage.setItem('authToken', await login(who))
}

describe('contract', () => {
  it.each(customers.map((c) => [c.Email, c] as const))(
    'seed customer %s parses',
    (_email, customer) => {
      const parsed = customerDtoSchema().parse(customer)
      expect(mapCustomer({ Customer: parsed, Fields: [] }).fullName).toContain(customer.LastName)
    },
  )

  it('every seed voucher parses as a customer voucher', () => {
    for (const v of vouchers)
      expect(
        customerVoucherDtoSchema().safeParse({ ...v, IsPersonal: v.CustomerId !== null }).success,
      ).toBe(true)
  })
})

describe('customer calls', () => {
  it('needs a login', async () => {
    await expect(fetchCustomer()).rejects.toMatchObject({ status: 401 })
  })

  it('answers the customer with the asked fields and never the password', async () => {
    await logInAs(demoAccounts.demo)
    const customer = await fetchCustomer(['Huisdieren'])
    expect(customer).toMatchObject({
      firstName: 'Sanne',
      fullName: 'Sanne de Vries',
      groupCode: 'PARTICULIER',
    })
    expect(customer.fields).toEqual([{ code: 'Huisdieren', value: 'Hond, Kat' }])
    expect(JSON.stringify(customer)).not.toContain('Welkom123')
  })

  it('changes the password only with the right current one', async () => {
    await logInAs(demoAccounts.demo)
    await expect(
      changePassword({ currentPassword: 'Fout', newPassword: 'Anders123' }),
    ).rejects.toMatchObject({
      userMessage: accountAnswers.wrongPassword,
    })
    await changePassword({ currentPassword: demoAccounts.demo.password, newPassword: 'Anders123' })
    expect(getDb().customerById(1)?.Password).toBe('Anders123')
  })

  it('changes the email, refusing one that is taken', async () => {
    await logInAs(demoAccounts.demo)
    await expect(
      changeEmail({ newEmail: demoAccounts.loyal.email, password: demoAccounts.demo.password }),
    ).rejects.toMatchObject({
      userMessage: accountAnswers.emailTaken,
    })
    await changeEmail({ newEmail: 'sanne@example.nl', password: demoAccounts.demo.password })
    await expect(
      login({ email: 'sanne@example.nl', password: demoAccounts.demo.password }),
    ).resolves.toBeTypeOf('string')
  })

  it("lists the customer's own vouchers in cents", async () => {
    await logInAs(demoAccounts.demo)
    const list = await fetchCustomerVouchers()
    expect(list.map((v) => v.code).sort()).toEqual(['SANNE750', 'TROUW15'])
    expect(list.find((v) => v.code === 'SANNE750')).toMatchObject({
      amountCents: 750,
      minOrderCents: 2000,
      personal: true,
    })
  })

  it('knows an expired voucher by its last valid day', () => {
    expect(isVoucherExpired({ validUntil: '2024-03-31' }, new Date('2024-03-31T20:00:00'))).toBe(
      false,
    )
    expect(isVoucherExpired({ validUntil: '2024-03-31' }, new Date('2024-04-01T00:00:01'))).toBe(
      true,
    )
  })
})
