// Screen tests of the product page's shop details (issue 43): store prices by store name with the
// reason they differ, alternatives beside a sold-out product, the gift card in the post beside the
// digital one, and no sentence read twice.
import { configure } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { productUrlOf } from '@/testing/builders'
import { getDb } from '@/mocks/mock-db'
import { fixtureProductIds } from '@/mocks/db/seed-catalogue'
import { catalogue } from '@/messages/nl/catalogue'
import { cart as cartMessages } from '@/messages/nl/cart'
import { wishListMessages } from '@/messages/nl/wish-list'
import { site } from '@/config/site'
import { common } from '@/messages/nl/common'
import { cookieNames } from '@/lib/cookie-names'
import { useCartStore } from '@/features/cart/cart-store'

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }))

const t = catalogue.product
const productTitle = () => screen.getByRole('heading', { level: 1 }).textContent!

async function openProduct(id: number) {
  renderRoute(`/product/${productUrlOf(id)}`)
  const heading = await screen.findByRole('heading', { level: 1 })
  return heading.closest('article')!
}

describe('product page: shop details', { timeout: 60_000 }, () => {
  it('names the stores of "Prijs in onze winkels" and says why their prices differ', async () => {
    // Yarrah Light Kalkoen 7 kg: store prices in Haarlem (HRL01), Maastricht (MST01) and Den Haag.
    const product = getDb().productById(1031)!
    expect(product.StorePrices.map((s) => s.StoreCode)).toEqual(['HRL01', 'MST01', 'DHG01'])
    await openProduct(1031)
    // Below the buy box, rendered after the first paint (issue 50).
    const section = await screen.findByRole('region', { name: t.storePrices })
    expect(within(section).getByText(t.storePricesWhy)).toBeInTheDocument()
    const haarlem = await within(section).findByRole('link', { name: `${site.name} Haarlem` })
    expect(haarlem).toHaveAttribute('href', expect.stringMatching(/^\/vestigingen\//) as string)
    expect(within(section).getByRole('link', { name: `${site.name} Maastricht` })).toBeVisible()
    expect(section).not.toHaveTextContent(/HRL01|MST01|DHG01/)
    // € 28,19 in Haarlem against € 28,89 in the webshop.
    const row = haarlem.closest('tr')!
    expect(row).toHaveTextContent('€ 28,19')
    expect(row).toHaveTextContent(t.storeCheaper('€ 0,70'))
  })

  it('offers products in stock beside a sold-out product, the same brand first, and keeps the heart', async () => {
    const detail = await openProduct(fixtureProductIds.outOfStock)
    const box = await within(detail).findByRole('region', { name: t.alternatives })
    const links = within(box).getAllByRole('link')
    expect(links.length).toBeGreaterThanOrEqual(3)
    expect(links.length).toBeLessThanOrEqual(4)
    expect(links[0]).toHaveTextContent(/^Versele-Laga/)
    const db = getDb()
    for (const link of links) {
      const url = decodeURIComponent(link.getAttribute('href')!.replace('/product/', ''))
      const offered = db.productByUrl(url)!
      expect(offered.Stock, offered.Description).toBeGreaterThan(0)
      expect(offered.WebNodeIds).toContain(
        db.productById(fixtureProductIds.outOfStock)!.WebNodeIds[0],
      )
    }
    const title = screen.getByRole('heading', { level: 1 }).textContent!
    expect(
      within(detail).getByRole('button', { name: wishListMessages.add(title) }),
    ).toBeInTheDocument()
  })

  it('ships the gift card in the post and e-mails only the digital one', async () => {
    const posted = await openProduct(1020)
    expect(within(posted).queryByText(t.virtual)).toBeNull()
    expect(posted).not.toHaveTextContent(/per e-mail/)
    expect((await within(posted).findAllByText(/Op voorraad, voor 22:00 besteld/))[0]).toBeVisible()
  })

  it('says the digital gift card comes by e-mail', async () => {
    const digital = await openProduct(fixtureProductIds.virtual)
    expect(within(digital).getByText(t.virtual)).toBeInTheDocument()
  })

  // Issue 51: the sizes are a choice on the page (radios), no longer links to pages of their own.
  it('shows a variant product its buy button disabled with the reason, and sizes with their dimensions', async () => {
    // Trixie Hondenmand Ovaal: maat S, M and L.
    const detail = await openProduct(1022)
    // The first: related products further down have their own.
    const buy = within(detail).getAllByRole('button', { name: cartMessages.addToCart.button })[0]!
    expect(buy).toBeDisabled()
    expect(buy).toHaveAccessibleDescription(catalogue.variantChoice.chooseFirst.size)
    const sizes = within(detail).getByRole('group', { name: catalogue.variantChoice.legend.size })
    const small = within(sizes).getByRole('radio', { name: /maat S/ })
    expect(small.closest('.variant-option')).toHaveTextContent(/maat S50 x 40 cm/)
    expect(
      within(sizes)
        .getByRole('radio', { name: /maat L/ })
        .closest('.variant-option'),
    ).toHaveTextContent('80 x 60 cm')
  })

  it('offers a paint product its colours as swatches, a group of radio buttons', async () => {
    const colours = getDb().productById(fixtureProductIds.colour)!.Colors
    const detail = await openProduct(fixtureProductIds.colour)
    expect(
      within(detail).queryByRole('combobox', { name: cartMessages.addToCart.colour }),
    ).toBeNull()
    const group = within(detail).getByRole('group', { name: cartMessages.addToCart.colour })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(colours.length)
    expect(radios[0]).toHaveAccessibleName(colours[0]!.Name)
    // Nothing chosen yet: the button asks for a colour and puts the focus on the first swatch.
    fireEvent.click(
      within(detail).getAllByRole('button', { name: cartMessages.addToCart.button })[0]!,
    )
    expect(within(detail).getByRole('alert')).toHaveTextContent(
      cartMessages.addToCart.colourRequired,
    )
    expect(radios[0]).toHaveFocus()
    fireEvent.click(radios[1]!)
    expect(radios[1]).toBeChecked()
    expect(group).toHaveAccessibleName(`${cartMessages.addToCart.colour}: ${colours[1]!.Name}`)
    fireEvent.click(
      within(detail).getAllByRole('button', { name: cartMessages.addToCart.button })[0]!,
    )
    expect(useCartStore.getState().visualLines).toEqual([
      { productId: fixtureProductIds.colour, color: colours[1]!.Code, quantity: 1 },
    ])
  })

  it('opens the images full screen: n of m, arrow keys, the current thumbnail marked', async () => {
    // The newsletter's promotion, seen today: it does not open over the viewer while this runs.
    document.cookie = `${cookieNames.newsletterSeen}=1; path=/`
    // Royal Canin Medium Adult 15 kg has three images.
    const detail = await openProduct(fixtureProductIds.plain)
    const title = productTitle()
    const enlarge = within(detail).getByRole('button', { name: t.enlarge(1, 3) })
    fireEvent.click(enlarge)
    const viewer = await screen.findByRole('dialog', { name: t.viewerTitle(title) })
    expect(within(viewer).getByText(t.imageOf(1, 3))).toBeInTheDocument()
    const thumbs = () => within(viewer).getAllByRole('button', { name: /^Toon afbeelding/ })
    expect(thumbs()[0]).toHaveAttribute('aria-current', 'true')
    fireEvent.keyDown(document, { key: 'ArrowRight' })
    expect(within(viewer).getByText(t.imageOf(2, 3))).toBeInTheDocument()
    expect(thumbs()[1]).toHaveAttribute('aria-current', 'true')
    expect(thumbs()[0]).not.toHaveAttribute('aria-current')
    fireEvent.keyDown(document, { key: 'ArrowLeft' })
    fireEvent.keyDown(document, { key: 'ArrowLeft' })
    expect(within(viewer).getByText(t.imageOf(3, 3))).toBeInTheDocument()
    expect(within(viewer).getByRole('img')).toHaveAccessibleName(catalogue.product.image(title, 3))
    fireEvent.click(within(viewer).getByRole('button', { name: t.zoomIn }))
    expect(within(viewer).getByRole('img').style.transform).toContain('scale(1.5)')
    fireEvent.click(within(viewer).getByRole('button', { name: common.actions.close }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: t.viewerTitle(title) })).toBeNull(),
    )
    // Back on the page, on the image it showed last, with the focus where it was.
    expect(within(detail).getByRole('button', { name: t.enlarge(3, 3) })).toHaveFocus()
  })

  it('never shows the short description twice', async () => {
    const product = getDb().productById(fixtureProductIds.plain)!
    product.LongDescription = `<p>${product.ShortDescription} Geef het in twee maaltijden.</p>`
    await openProduct(fixtureProductIds.plain)
    const description = await screen.findByRole('region', { name: t.description })
    expect(description).toHaveTextContent('Geef het in twee maaltijden.')
    expect(description).not.toHaveTextContent(product.ShortDescription)
  })
})
