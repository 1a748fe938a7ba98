// The price component: one amount is one unbroken word ('€ 1.234,56', '− € 5,95', 'Gratis'), a
// struck price and the current one are two such words, and a sentence keeps its amounts whole.
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { cart } from '@/messages/nl/cart'
import { Amount, AmountsInText, Price, PriceText, amountText } from './price'

const NBSP = '\u00a0'

describe('amountText', () => {
  it('joins the euro sign, a minus and the number with no-break spaces', () => {
    expect(amountText({ cents: 123456 })).toBe(`€${NBSP}1.234,56`)
    expect(amountText({ cents: 595, minus: true })).toBe(`−${NBSP}€${NBSP}5,95`)
    // A negative amount reads like a discount, never '€ -14,47'.
    expect(amountText({ cents: -1447 })).toBe(`−${NBSP}€${NBSP}14,47`)
  })

  it("reads 'Gratis' for zero only when asked", () => {
    expect(amountText({ cents: 0, freeWhenZero: true })).toBe('Gratis')
    expect(amountText({ cents: 0 })).toBe(`€${NBSP}0,00`)
    expect(amountText({ cents: 495, freeWhenZero: true })).toBe(`€${NBSP}4,95`)
  })
})

describe('Price', () => {
  it('marks every amount, and puts a breakable space between the struck and the current one', () => {
    const { container } = render(<Price cents={12399} originalCents={13769} unit="per kg" />)
    const amounts = container.querySelectorAll('[data-amount]')
    expect([...amounts].map((a) => a.textContent)).toEqual([`€${NBSP}137,69`, `€${NBSP}123,99`])
    for (const amount of amounts) expect(amount).toHaveClass('price-amount')
    expect(container.querySelector('del')).toHaveTextContent('Van € 137,69')
    // The only place the pair may wrap is the ordinary space between the two amounts.
    expect(container.textContent).toBe(`Van €${NBSP}137,69 voor €${NBSP}123,99 per kg`)
  })

  it('shows no struck price when the original is not higher', () => {
    const { container } = render(<Price cents={999} originalCents={999} />)
    expect(container.querySelector('del')).toBeNull()
  })
})

describe('PriceText', () => {
  it('keeps the sentence of the message and draws its amount as one element', () => {
    render(
      <p data-testid="hint">
        <PriceText message={cart.totals.freeShippingHint} amounts={[500]} />
      </p>,
    )
    const hint = screen.getByTestId('hint')
    expect(hint.textContent).toBe(cart.totals.freeShippingHint(`€${NBSP}5,00`))
    expect(hint.querySelector('[data-amount]')).toHaveTextContent('€ 5,00')
  })

  it('takes several amounts in their order', () => {
    const { container } = render(
      <PriceText
        message={(a, b) => `van ${a} tot ${b}`}
        amounts={[100, { cents: 0, freeWhenZero: true }]}
      />,
    )
    expect(container.textContent).toBe(`van €${NBSP}1,00 tot Gratis`)
    expect(container.querySelectorAll('[data-amount]')).toHaveLength(2)
  })
})

describe('Amount', () => {
  it('adds its own class beside the marker class', () => {
    const { container } = render(<Amount cents={100} className="fw-bold" />)
    expect(container.firstElementChild).toHaveClass('price-amount', 'fw-bold')
  })
})

describe('AmountsInText', () => {
  it('keeps each euro amount of a service text whole, and the text as it was sent', () => {
    const text = 'Verjaardagscadeau: € 7,50 korting vanaf € 20'
    const { container } = render(<AmountsInText text={text} />)
    expect(container.textContent).toBe(text.replace(/€ /g, `€${NBSP}`))
    expect([...container.querySelectorAll('[data-amount]')].map((a) => a.textContent)).toEqual([
      `€${NBSP}7,50`,
      `€${NBSP}20`,
    ])
  })
})
