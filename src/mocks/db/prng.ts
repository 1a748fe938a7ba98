// Seeded pseudo-random helpers (mulberry32) and EAN-13 check digits, so the mock seed is identical on every run.

export type Rng = () => number

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Integer in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list')
  return items[Math.floor(rng() * items.length)] as T
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}

/** `count` distinct items, in random order. */
export function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  return shuffle(rng, items).slice(0, count)
}

/** Check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) {
    const d = Number(first12.charAt(i))
    sum += i % 2 === 0 ? d : d * 3
  }
  return (10 - (sum % 10)) % 10
}

/** A valid EAN-13 from a numeric base: left-padded/truncated to 12 digits, plus the check digit. */
export function ean13(base: string): string {
  const digits = base.replace(/\D/g, '')
  const first12 = digits.padStart(12, '0').slice(-12)
  return first12 + String(ean13CheckDigit(first12))
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code.charAt(12))
}

/** Round to whole cents (money on the wire is a decimal number of euros). */
export function euro(value: number): number {
  return Math.round(value * 100) / 100
}

/** Round to a retail price ending in .49/.99/.95 style: ends in 9 cents. */
export function retailPrice(value: number): number {
  const cents = Math.max(99, Math.round(value * 100))
  const rounded = Math.floor(cents / 10) * 10 + 9
  return rounded / 100
}

/** Lowercase ASCII slug: 'Hill’s Science Plan 12 kg' → 'hills-science-plan-12-kg'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
