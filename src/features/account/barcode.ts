// The loyalty card's barcode as modules (1 = bar, 0 = space), for a scanner at the till: EAN-13
// when the card number is a valid EAN-13 (the chain's cards are), otherwise Code 128. The encoders
// are JsBarcode's (well kept, no DOM needed); the component draws the modules itself as an SVG.
import * as ean13Module from 'jsbarcode/bin/barcodes/EAN_UPC/EAN13.js'
import * as code128Module from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js'

// CommonJS modules with an ES 'default': bundlers differ in whether the import already unwrapped it.
type Encoder = typeof ean13Module.default
const unwrap = (module: { default: Encoder }): Encoder =>
  typeof module.default === 'function'
    ? module.default
    : (module.default as unknown as { default: Encoder }).default
const EAN13 = unwrap(ean13Module)
const CODE128 = unwrap(code128Module)

export interface Barcode {
  format: 'EAN13' | 'CODE128'
  /** One character per module: '1' a bar, '0' a space; guard bars included, quiet zone not. */
  modules: string
}

/** Modules of white space a scanner needs on either side (EAN-13: 11 left, 7 right; Code 128: 10). */
export const QUIET_ZONE = { EAN13: [11, 7], CODE128: [10, 10] } as const

export function encodeCardNumber(cardNumber: string): Barcode | null {
  const value = cardNumber.trim()
  if (value === '') return null
  const ean = new EAN13(value, { flat: true })
  if (/^\d{13}$/.test(value) && ean.valid()) return { format: 'EAN13', modules: ean.encode().data }
  const code128 = new CODE128(value, {})
  return code128.valid() ? { format: 'CODE128', modules: code128.encode().data } : null
}

/** Runs of bars as x and width in modules, for drawing. */
export function barRuns(modules: string): { x: number; width: number }[] {
  const runs: { x: number; width: number }[] = []
  for (const match of modules.matchAll(/1+/g)) runs.push({ x: match.index, width: match[0].length })
  return runs
}
