// Screen test of "Bijna op?" for a food bought once: with a cat in "Mijn dieren", the account block
// names the food and says its day rests on her weight ("berekend met het gewicht van Minoes").
import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render-route'
import { logInCustomer } from '@/testing/session'
import { getDb } from '@/mocks/mock-db'
import { line, order } from '@/mocks/db/seed-stores-people'
import { addShopDays, shopDate } from '@/lib/clock'
import { runningOut } from '@/messages/nl/running-out'
import { addPet, resetPets } from '@/stores/pets-store'

beforeAll(() => configure({ asyncUtilTimeout: 15_000 }))
afterEach(() => resetPets())

/** Lotte (customer 3, no orders) bought one 2 kg bag of senior cat food 40 days ago. */
function lotteBoughtOnce() {
  const db = getDb()
  const lotte = db.customerById(3)!
  const address = db.state.orders[0]!.InvoiceAddress
  db.state.orders.push(
    order({
      id: 99001,
      number: 'DW-990001',
      customerId: 3,
      email: lotte.Email,
      date: `${addShopDays(shopDate(new Date()), -40)}T10:15:00+01:00`,
      status: 'Afgeleverd',
      lines: [line(1903, 1)],
      invoice: address,
      delivery: address,
      payment: 'ideal',
    }),
  )
}

describe('"Bijna op?" for a food bought once', { timeout: 60_000 }, () => {
  it('says when it runs out, worked out with the weight of the cat in "Mijn dieren"', async () => {
    lotteBoughtOnce()
    // 4 kg: 45 g a day; 2000 g / 45 g ≈ 44 days: 4 days left.
    addPet({ name: 'Minoes', species: 'Kat', weightGrams: 4000 })
    await logInCustomer(3)
    renderRoute('/mijn-account')
    const block = await screen.findByRole('region', { name: runningOut.account.heading })
    // The row is drawn again once today's product answers: read the block, not one element of it.
    await waitFor(() => expect(block).toHaveTextContent('Royal Canin Ageing 12+ 2 kg'))
    await waitFor(() => expect(block).toHaveTextContent(`(${runningOut.fedBy('Minoes')})`))
  })
})
