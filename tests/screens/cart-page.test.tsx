// Screen test of /winkelmandje through the real route table and the mock service: lines, totals,
// quantity and removal through the batch, vouchers, the empty state and the held-back checkout.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { renderRoute } from '@/testing/render-route'
import { byTextContent } from '@/testing/by-text-content'
import { formatPrice as formatWithNbsp } from '@/lib/format'
import { storageKeys, writeStorage } from '@/lib/storage'
import { cart as messages } from '@/messages/nl/cart'
import { summary } from '@/messages/nl/summary'
import { getDb } from '@/mocks/mock-db'
import { newCartState } from '@/mocks/db/database'
import { fixtureProductIds as ids } from '@/mocks/db/seed-catalogue'
import { server } from '@/mocks/server'
import { http } from 'msw'
import { resetCartStore } from '@/features/cart/cart-store'
import { cartAnswers } from '@/mocks/messages'

// Testing Library normalises the page's no-break spaces; the expected strings must match that.
const formatPrice = (cents: number) => formatWithNbsp(cents).replace(/\s+/g, ' ')

// Two shared cores: give lazy route modules and the mock service time.
configure({ asyncUtilTimeout: 10_000 })

const CART_ID = 'screen-test-cart-0001'
const batches: unknown[] = []

function seedCart(lines: { ProductId: number; Quantity: number; Color?: string | null }[]) {
  writeStorage(storageKeys.cartId, CART_ID)
  const cart = newCartState(`anon:${CART_ID}`)
  cart.Lines = lines.map((l) => ({ Color: null, ...l }))
  getDb().state.carts[cart.Id] = cart
}

/** A row of the cart's summary by its kind (subtotal, deposit, discount, shipping, total). */
const summaryRow = (kind: string) =>
  screen
    .getByRole('region', { name: messages.totals.heading })
    .querySelector(`[data-summary-kind="${kind}"]`)

/** The rows that add to the total, added up: what a shopper adds up in their head. */
const rowsAddedUp = () =>
  [
    ...screen
      .getByRole('region', { name: messages.totals.heading })
      .querySelectorAll('[data-summary-row="add"] [data-amount]'),
  ].reduce((total, amount) => total + centsOf(amount.textContent ?? ''), 0)

const centsOf = (text: string) => {
  if (/gratis/i.test(text)) return 0
  const [, minus, euros, cents] = /(−)?\D*([\d.]+),(\d{2})/.exec(text)!
  return (minus ? -1 : 1) * (Number(euros!.replace(/\./g, '')) * 100 + Number(cents))
}

/** Renders the page and waits for the lazy route module (slow on a busy machine). */
async function renderCartPage() {
  const utils = renderRoute('/winkelmandje')
  await screen.findByRole('heading', { level: 1, name: messages.page.title }, { timeout: 10_000 })
  return utils
}

beforeEach(() => {
  resetCartStore()
  batches.length = 0
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/lines/batch')) batches.push(await request.clone().json())
  })
})
afterEach(() => server.events.removeAllListeners())

describe('cart page', { timeout: 120_000 }, () => {
  it('shows the lines and totals of the cart', async () => {
    seedCart([
      { ProductId: ids.plain, Quantity: 1 },
      { ProductId: ids.deposit, Quantity: 2 },
    ])
    await renderCartPage()
    // The lines' product data follow the cart's answer: slow on a busy machine too.
    const link = await screen.findByRole(
      'link',
      { name: 'Royal Canin Medium Adult 15 kg' },
      { timeout: 10_000 },
    )
    expect(link).toHaveAttribute('href', `/product/${getDb().productById(ids.plain)!.Url}`)
    expect(
      screen.getByText(byTextContent(messages.page.deposit(formatPrice(15)))),
    ).toBeInTheDocument()
    // The subtotal is the sum of the lines as shown, the deposit a part of it, not added again.
    expect(summaryRow('subtotal')).toHaveTextContent(
      `${summary.subtotal(summary.items(3))}${formatPrice(6499 + 2 * 1314)}`,
    )
    expect(summaryRow('deposit')).toHaveTextContent(`${summary.deposit}${formatPrice(30)}`)
    // Shipping is in the summary before a method is chosen: here free, the threshold is reached.
    expect(summaryRow('shipping')).toHaveTextContent(`${summary.shipping}Gratis`)
    expect(screen.getByText(messages.totals.freeShipping)).toBeInTheDocument()
    expect(summaryRow('total')).toHaveTextContent(formatPrice(6499 + 2 * 1314))
    expect(rowsAddedUp()).toBe(6499 + 2 * 1314)
    expect(screen.getByRole('link', { name: messages.page.checkout })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })

  it('changes a quantity and removes a line through the batch, holding checkout back meanwhile', async () => {
    seedCart([
      { ProductId: ids.plain, Quantity: 1 },
      { ProductId: ids.deposit, Quantity: 2 },
    ])
    // Batches wait at this gate, so "pending" holds however slow the machine is between clicks.
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    server.use(
      http.post('*/api/aspos/cart/lines/batch', async () => {
        await gate // then fall through to the mock service's own handler
      }),
    )
    const { user } = await renderCartPage()
    const title = 'JBL Biotopol Waterverbeteraar 500 ml'
    await user.click(await screen.findByRole('button', { name: messages.page.increaseFor(title) }))
    expect(screen.getByRole('spinbutton', { name: messages.page.quantityFor(title) })).toHaveValue(
      3,
    )
    await user.click(
      screen.getByRole('button', {
        name: messages.page.removeFor('Royal Canin Medium Adult 15 kg'),
      }),
    )
    expect(
      screen.queryByRole('link', { name: 'Royal Canin Medium Adult 15 kg' }),
    ).not.toBeInTheDocument()
    // While changes wait, checkout is a disabled button with the reason.
    const waiting = screen.getByRole('button', { name: messages.page.checkout })
    expect(waiting).toBeDisabled()
    expect(waiting).toHaveAccessibleDescription(messages.page.checkoutPending)
    open()

    await waitFor(
      () => expect(screen.getByRole('link', { name: messages.page.checkout })).toBeInTheDocument(),
      {
        timeout: 3000,
      },
    )
    // Both changes travel through the batch call (one batch unless the machine paused > 1 s between clicks).
    expect(batches.flatMap((b) => (b as { changes: unknown[] }).changes)).toEqual([
      { action: 'Update', productId: ids.deposit, quantity: 3, color: null },
      { action: 'Delete', productId: ids.plain, quantity: 0, color: null },
    ])
    // Below the threshold the total holds home delivery's € 4,95, and the summary shows it.
    expect(summaryRow('shipping')).toHaveTextContent(formatPrice(495))
    expect(summaryRow('total')).toHaveTextContent(formatPrice(3 * 1314 + 495))
    expect(rowsAddedUp()).toBe(3 * 1314 + 495)
    expect(screen.getByText(messages.totals.pickupIsFree)).toBeInTheDocument()
    // Below the threshold the cart counts down to free shipping (€ 39,95 − 3 × € 12,99).
    expect(
      screen.getByText(
        byTextContent(messages.totals.freeShippingHint(formatPrice(3995 - 3 * 1299))),
      ),
    ).toBeInTheDocument()
  })

  it('applies WELKOM10, shows a Dutch error for an unknown code and removes the voucher', async () => {
    seedCart([{ ProductId: ids.plain, Quantity: 1 }])
    const { user } = await renderCartPage()
    const input = await screen.findByRole('textbox', { name: messages.vouchers.label })
    await user.type(input, 'ONBEKEND')
    await user.click(screen.getByRole('button', { name: messages.vouchers.submit }))
    expect(await screen.findByText(cartAnswers.voucherUnknown)).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.clear(input)
    await user.type(input, 'WELKOM10')
    await user.click(screen.getByRole('button', { name: messages.vouchers.submit }))
    expect(await screen.findByText(messages.vouchers.added)).toBeInTheDocument()
    await waitFor(() =>
      expect(summaryRow('discount')).toHaveTextContent(
        `${summary.voucher('WELKOM10')}− ${formatPrice(650)}`,
      ),
    )
    expect(summaryRow('total')).toHaveTextContent(formatPrice(6499 - 650))
    expect(rowsAddedUp()).toBe(6499 - 650)

    await user.click(screen.getByRole('button', { name: messages.vouchers.remove('WELKOM10') }))
    expect(await screen.findByText(messages.vouchers.removed)).toBeInTheDocument()
    await waitFor(() => expect(summaryRow('total')).toHaveTextContent(formatPrice(6499)))
  })

  it('shows what a line saves: the staffel struck and named, a paint with its surtax in', async () => {
    const paint = getDb().productById(ids.colour)!
    seedCart([
      { ProductId: ids.staffel, Quantity: 3 },
      { ProductId: ids.colour, Quantity: 1, Color: paint.Colors[0]!.Code },
    ])
    await renderCartPage()
    const lineOf = async (name: string) =>
      (await screen.findByRole('link', { name }, { timeout: 10_000 })).closest('li')!
    // Catsan: € 8,99, from 3 pieces 10% off: € 8,09 a piece, € 8,99 struck, 3 × € 0,90 saved.
    const staffel = await lineOf(getDb().productById(ids.staffel)!.Description)
    expect(staffel.querySelector('del')).toHaveTextContent(formatPrice(899))
    expect(staffel.querySelector('.price-current')).toHaveTextContent(formatPrice(809))
    expect(
      within(staffel).getByText(
        byTextContent(
          `${messages.page.saving.staffel} · ${messages.page.lineSaves(formatPrice(3 * 90))}`,
        ),
      ),
    ).toBeInTheDocument()
    // The paint's piece holds its € 2,50 colour surtax, as its product page says; nothing struck.
    const paintLine = await lineOf(paint.Description)
    expect(paintLine.querySelector('.price-current')).toHaveTextContent(formatPrice(2799 + 250))
    expect(paintLine.querySelector('del')).toBeNull()
  })

  it('shows the empty state with a way on', async () => {
    await renderCartPage()
    expect(await screen.findByText(messages.page.empty)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: messages.page.toOffers })).toHaveAttribute(
      'href',
      '/producten/aanbiedingen',
    )
    expect(screen.queryByRole('link', { name: messages.page.checkout })).not.toBeInTheDocument()
  })
})
