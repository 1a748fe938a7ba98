// Screen tests of a food page: the sections (composition, constituents, feeding table with its
// caption, life stage and needs by the title), the calculator's messages, and a product without a
// feeding table, which shows no calculator.
import { configure, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render-route'
import { products } from '@/mocks/db/seed-catalogue'
import { food } from '@/messages/nl/feeding'
import { addPet, resetPets } from '@/stores/pets-store'

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }))
afterEach(() => resetPets())

const t = food.calculator
const seniorBag = products.find((p) => p.Url === 'royal-canin-ageing-12-2-kg')!
const fieldOf = (code: string) => seniorBag.Fields.find((f) => f.Code === code)!.Value

describe('food page screen', { timeout: 60_000 }, () => {
  it('shows what is in the food in sections a shopper can scan', async () => {
    renderRoute('/product/royal-canin-ageing-12-2-kg')
    const composition = await screen.findByRole('region', { name: food.sections.composition })
    expect(composition).toHaveTextContent(fieldOf('Samenstelling'))
    const constituents = screen.getByRole('region', { name: food.sections.constituents })
    const terms = within(constituents)
      .getAllByRole('term')
      .map((e) => e.textContent)
    expect(terms).toEqual(['Ruw eiwit', 'Ruw vet', 'Ruwe celstof', 'Ruwe as', 'Vocht'])
    const table = screen.getByRole('table', { name: food.sections.feedingCaption })
    expect(within(table).getByRole('row', { name: '2 kg 25 g' })).toBeInTheDocument()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((e) => e.textContent),
    ).toEqual([food.sections.weightColumn, food.sections.gramsColumn])
    const labels = screen.getByRole('list', { name: food.sections.needs })
    expect(
      within(labels)
        .getAllByRole('listitem')
        .map((e) => e.textContent),
    ).toEqual(['Levensfase: Senior', 'Indoor'])
  })

  it("says the calculator's result, and what is wrong at the field", async () => {
    const { user } = renderRoute('/product/royal-canin-ageing-12-2-kg')
    const weight = await screen.findByRole('textbox', { name: t.weight })
    const calculate = screen.getByRole('button', { name: t.calculate })
    const status = () =>
      screen.getByRole('group', { name: t.heading }).querySelector('[role="status"]')!

    await user.type(weight, '4,5')
    await user.click(calculate)
    // 4 kg: 45 g, 5 kg: 50 g → 47,5 g, shown as 48 g; 2000 g / 48 g ≈ 42 days.
    expect(status()).toHaveTextContent('48 gram per dag voor een dier van 4,5 kg')
    expect(status()).toHaveTextContent('Deze zak van 2 kg gaat ongeveer 42 dagen mee.')
    // Another bag chosen on the page: the days follow at once, with no second 'Bereken'
    // (400 g / 48 g ≈ 8 days).
    await user.click(screen.getByRole('radio', { name: /400 gram/ }))
    expect(
      await screen.findByText('Deze zak van 400 gram gaat ongeveer 8 dagen mee.'),
    ).toBeVisible()
    await user.click(screen.getByRole('radio', { name: /2 kg/ }))
    expect(await screen.findByText('Deze zak van 2 kg gaat ongeveer 42 dagen mee.')).toBeVisible()

    // The hint says the feeding advice's weights; an impossible weight's message says the field's
    // limits (what a cat weighs) and the advice's weights apart, so the two never disagree.
    expect(weight).toHaveAccessibleDescription(t.tableHint('2', '8'))
    const impossible = t.outOfRangeForFood('Kat', '0,5', '15', '2', '8')
    expect(impossible).toBe(
      'Vul het gewicht in kg in: een kat weegt tussen 0,5 en 15 kg. Het voedingsadvies van dit voer gaat van 2 tot 8 kg.',
    )
    for (const [typed, message] of [
      ['0', impossible],
      ['-2', impossible],
      ['veel', t.notANumber],
      ['200', impossible],
    ] as const) {
      await user.clear(weight)
      await user.type(weight, typed)
      await user.click(calculate)
      expect(weight).toHaveAttribute('aria-invalid', 'true')
      expect(weight).toHaveAccessibleDescription(message)
      expect(status()).toHaveTextContent('')
    }

    await user.clear(weight)
    await user.type(weight, '1')
    await user.click(calculate)
    expect(status()).toHaveTextContent(t.outside('2', '8', '1'))
    expect(status()).not.toHaveTextContent('gram per dag')
  })

  it('opens filled from the first pet of the food\'s species in "Mijn dieren"', async () => {
    addPet({ name: 'Bello', species: 'Hond', weightGrams: 20000 })
    addPet({ name: 'Minoes', species: 'Kat', weightGrams: 4000 })
    renderRoute('/product/royal-canin-ageing-12-2-kg')
    const calculator = await screen.findByRole('group', { name: t.heading })
    expect(await within(calculator).findByRole('textbox', { name: t.weight })).toHaveValue('4')
    expect(within(calculator).getByRole('button', { name: 'Minoes (4 kg)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(calculator).queryByRole('button', { name: /^Bello \(/ })).toBeNull()
    expect(within(calculator).getAllByRole('status')[0]).toHaveTextContent(
      '45 gram per dag voor Minoes (4 kg)',
    )
    expect(calculator).toHaveTextContent(food.pets.deviceOnly)
  })

  it('shows no calculator and no feeding advice for a product without a feeding table', async () => {
    const litter = products.find((p) => p.Description.startsWith('Catsan Hygiëne'))!
    renderRoute(`/product/${litter.Url}`)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(litter.Description)
    expect(screen.queryByRole('heading', { name: t.heading })).toBeNull()
    expect(screen.queryByRole('heading', { name: food.sections.feedingTable })).toBeNull()
    expect(screen.queryByRole('textbox', { name: t.weight })).toBeNull()
  })
})
