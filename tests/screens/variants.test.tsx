// Screen tests of a family's product page (issue 51): the size or bag choice as radios, a sold-out
// size shown and not choosable, the price following the choice, the URL following it, and a
// variant that no longer exists answered with a word on the family's page.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render-route'
import { products } from '@/mocks/db/seed-catalogue'
import { catalogue } from '@/messages/nl/catalogue'
import { cart as cartMessages } from '@/messages/nl/cart'
import { formatPrice } from '@/lib/format'
import { getDb } from '@/mocks/mock-db'
import { logInCustomer } from '@/testing/session'

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }))

const t = catalogue.variantChoice
const byUrl = (url: string) => products.find((p) => p.Url === url)!
const variantOf = (parentUrl: string, label: string) =>
  products.find(
    (p) =>
      p.ParentProductId === byUrl(parentUrl).Id &&
      p.Fields.some((f) => f.Code === 'Variant' && f.Value === label),
  )!
const euros = (value: number) => formatPrice(Math.round(value * 100)).replace(/\u00a0/g, ' ')

describe('a family on its product page', { timeout: 60_000 }, () => {
  it('asks a rider for a cap size, shows a sold-out size it cannot choose, and puts the choice in the URL', async () => {
    const { router } = renderRoute('/product/hkm-cap-carbon-mat')
    const group = await screen.findByRole('group', { name: t.legend.size })
    const article = group.closest('article')!
    // Nothing chosen for a rider: the button says to choose a size.
    const buy = within(article).getAllByRole('button', { name: cartMessages.addToCart.button })[0]!
    expect(buy).toBeDisabled()
    expect(buy).toHaveAccessibleDescription(t.chooseFirst.size)
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull()

    const xl = within(group).getByRole('radio', { name: /maat XL/ })
    expect(xl).toBeDisabled()
    expect(xl).toHaveAccessibleName(/Uitverkocht/)
    expect(within(group).getByRole('radio', { name: /maat L/ })).toHaveAccessibleName(/Nog 2/)
    expect(within(group).getByRole('radio', { name: /maat M/ })).toHaveAccessibleName(/55–56 cm/)

    fireEvent.click(within(group).getByRole('radio', { name: /maat M/ }))
    const m = variantOf('hkm-cap-carbon-mat', 'maat M')
    await waitFor(() => expect(router.state.location.search).toBe(`?variant=${m.Id}`))
    expect(router.state.location.pathname).toBe('/product/hkm-cap-carbon-mat')
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: t.legend.size })).getByRole('radio', {
          name: /maat M/,
        }),
      ).toBeChecked(),
    )
    expect(
      within(article).getAllByRole('button', { name: cartMessages.addToCart.button })[0],
    ).toBeEnabled()
    // The specifications follow the chosen size: its own EAN.
    expect(await within(article).findByText(m.DefaultScanCode.Code)).toBeInTheDocument()
  })

  it("chooses a food's first bag in stock, and the price and price per kg follow another bag", async () => {
    const small = variantOf('hills-adult-zalm', '400 gram')
    const large = variantOf('hills-adult-zalm', '4 kg')
    const { router } = renderRoute('/product/hills-adult-zalm')
    const group = await screen.findByRole('group', { name: t.legend.bag })
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(/400 gram/)
    const prices = () => group.closest('article')!.querySelector('.product-prices')!
    const smallPrice = small.Discount?.PriceInclTax ?? small.PriceInclTax
    expect(prices()).toHaveTextContent(euros(smallPrice))

    fireEvent.click(within(group).getByRole('radio', { name: /4 kg/ }))
    await waitFor(() => expect(router.state.location.search).toBe(`?variant=${large.Id}`))
    // The URL changes first; the page follows it.
    await waitFor(() => expect(prices()).toHaveTextContent(euros(large.PriceInclTax)))
    expect(prices()).toHaveTextContent(`${euros(large.PriceInclTax / 4)} per kg`)
  })

  it("opens a variant URL that no longer exists as the family's page, with a word", async () => {
    renderRoute('/product/hkm-cap-carbon-mat?variant=999999')
    expect(await screen.findByText(t.missing.size)).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HKM Cap Carbon Mat')
    expect(
      within(screen.getByRole('group', { name: t.legend.size })).queryByRole('radio', {
        checked: true,
      }),
    ).toBeNull()
  })
})

// A shopper review: a bag family's card said only "vanaf € 4,69", with no price per kg, where
// another family's said both; the wish list had none. The price per kg is the "vanaf" bag's.
describe("a bag family's price per kg", { timeout: 60_000 }, () => {
  const family = byUrl('hills-adult-zalm')
  const small = variantOf('hills-adult-zalm', '400 gram')
  // Its current price (the 400 gram bag is on sale), the family's lowest.
  const cents = Math.round((small.Discount?.PriceInclTax ?? small.PriceInclTax) * 100)
  const perKg = formatPrice(Math.round((cents * 1000) / 400))
  const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ')

  it('is on its card beside "vanaf", the price per kg of the bag that price is', async () => {
    renderRoute('/zoeken/hills adult zalm')
    const card = await waitFor(() => {
      const found = document.querySelector(`.product-card[data-product-id="${family.Id}"]`)
      expect(found).not.toBeNull()
      return found!
    })
    expect(plain(card.querySelector('.product-price')?.textContent)).toBe(
      plain(`vanaf ${formatPrice(cents)}${perKg} per kg`),
    )
  })

  it('is on its wish-list card too', async () => {
    await logInCustomer()
    getDb().state.selections['1'] = [{ Id: 78, ProductId: family.Id }]
    renderRoute('/mijn-account/verlanglijstje')
    const heading = await screen.findByRole('heading', { level: 2, name: family.Description })
    const item = heading.closest('li')!
    expect(plain(item.querySelector('.price')?.textContent)).toBe(
      plain(`vanaf ${formatPrice(cents)}`),
    )
    expect(plain(item.querySelector('.product-unit-price')?.textContent)).toBe(
      plain(`${perKg} per kg`),
    )
  })
})
