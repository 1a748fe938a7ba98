// Every amount of money on screen, drawn one way (Hydrogen's <Money> is the model): `Amount` is one
// amount ('€ 1.234,56', '− € 5,95', 'Gratis') that never breaks inside itself, `Price` a current
// price with its struck original (the pair may wrap between the two amounts, never inside one) and
// an optional unit ('per kg'), and `PriceText` an amount inside a sentence from the messages.
// Each amount carries `data-amount`, the marker the layout sweep looks for.
import { Fragment, type ReactNode } from 'react'
import { formatPrice, formatPriceOrFree } from '@/lib/format'
import { common } from '@/messages/nl/common'

const t = common.price

export interface AmountProps {
  /** The amount in cents; a negative one is shown with a minus sign in front of the euro sign. */
  cents: number
  /** Shown as subtracted ('− € 5,95'): a discount, a voucher. */
  minus?: boolean
  /** Zero reads 'Gratis' (shipping, a free gift), by the one formatter that says so. */
  freeWhenZero?: boolean
  className?: string
}

/** The text of one amount: '€ 12,34', '− € 5,95', 'Gratis'; its spaces are no-break spaces. */
export function amountText({
  cents,
  minus,
  freeWhenZero,
}: Pick<AmountProps, 'cents' | 'minus' | 'freeWhenZero'>): string {
  if (freeWhenZero && cents === 0) return formatPriceOrFree(cents)
  const negative = cents < 0 || (minus && cents > 0)
  return negative ? `−\u00a0${formatPrice(Math.abs(cents))}` : formatPrice(cents)
}

/** One amount on one line: `price-amount` keeps it whole (white-space: nowrap). */
export function Amount({ className, ...amount }: AmountProps) {
  return (
    <span className={className ? `price-amount ${className}` : 'price-amount'} data-amount="">
      {amountText(amount)}
    </span>
  )
}

interface PriceProps {
  /** Current price in cents. */
  cents: number
  /** Original price in cents, shown struck through when higher than the current one. */
  originalCents?: number | null
  /** Show 'Gratis' for zero. */
  freeWhenZero?: boolean
  /** After the current price, e.g. 'per kg'. */
  unit?: string
  /** A family's lowest price where its variants' prices differ: 'vanaf € …', no struck price. */
  lowest?: boolean
  className?: string
}

export function Price({ cents, originalCents, freeWhenZero, unit, lowest, className }: PriceProps) {
  if (lowest)
    return (
      <span className={className ? `price ${className}` : 'price'}>
        <span className="price-current fw-bold">
          <PriceText message={t.lowest} amounts={[cents]} />
        </span>
      </span>
    )
  const discounted = originalCents != null && originalCents > cents
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {discounted && (
        <>
          <del className="price-original text-body-secondary me-1">
            <span className="visually-hidden">{t.from} </span>
            <Amount cents={originalCents} />
          </del>{' '}
        </>
      )}
      <span
        className={discounted ? 'price-current text-discount fw-bold' : 'price-current fw-bold'}
      >
        {discounted && <span className="visually-hidden">{t.to} </span>}
        <Amount cents={cents} freeWhenZero={freeWhenZero} />
      </span>
      {unit && <span className="price-unit small"> {unit}</span>}
    </span>
  )
}

// Private-use characters mark where an amount goes in a message, so the sentence keeps its words
// and each amount becomes an unbroken element.
const MARK = /\uE000(\d+)\uE001/

/**
 * A sentence from the messages with amounts in it ('Nog € 5,00 tot gratis verzending'): the
 * message is asked with a marker per amount, and each marker becomes an `Amount`. The text a
 * reader (and a test) sees is the message itself.
 */
export function PriceText({
  message,
  amounts,
}: {
  message: (...amounts: string[]) => string
  amounts: readonly (number | AmountProps)[]
}) {
  const parts = message(...amounts.map((_, i) => `\uE000${i}\uE001`)).split(MARK)
  const nodes: ReactNode[] = parts.map((part, i) => {
    if (i % 2 === 0) return part ? <Fragment key={i}>{part}</Fragment> : null
    const amount = amounts[Number(part)]!
    return <Amount key={i} {...(typeof amount === 'number' ? { cents: amount } : amount)} />
  })
  return <>{nodes}</>
}

// A euro amount written in a text from a service ('€ 7,50 korting vanaf € 20').
const AMOUNT_IN_TEXT = /(€[\s\u00a0]*\d[\d.]*(?:,(?:\d{2}|-))?)/

/**
 * A text the shop did not write (a voucher's or a shipping method's description) with each euro
 * amount in it kept whole, as `Amount` keeps the shop's own: the text is left as it was sent.
 */
export function AmountsInText({ text }: { text: string }) {
  const parts = text.split(AMOUNT_IN_TEXT)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? (
          part && <Fragment key={i}>{part}</Fragment>
        ) : (
          <span key={i} className="price-amount" data-amount="">
            {part.replace(/[\s\u00a0]+/, '\u00a0')}
          </span>
        ),
      )}
    </>
  )
}
