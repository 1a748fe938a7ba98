import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseFeedingTable } from '@/api/aspos/food-fields'
import { adviceRange, bagDays, checkWeight, containerOf, dailyAmount, formatKg } from './feeding'

const table = parseFeedingTable('2 kg: 30 g; 4 kg: 55 g; 6 kg: 75 g')!

describe('checkWeight', () => {
  it('reads a Dutch decimal comma, a point and a unit', () => {
    expect(checkWeight('4,5', 'Kat')).toEqual({ ok: true, grams: 4500 })
    expect(checkWeight(' 4.5 kg ', 'Kat')).toEqual({ ok: true, grams: 4500 })
    expect(checkWeight('30', 'Hond')).toEqual({ ok: true, grams: 30000 })
  })

  it('refuses 0, a negative weight, text and 200 kg', () => {
    expect(checkWeight('0', 'Kat')).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkWeight('-3', 'Hond')).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkWeight('vier', 'Kat')).toEqual({ ok: false, reason: 'notANumber' })
    expect(checkWeight('4,5,1', 'Kat')).toEqual({ ok: false, reason: 'notANumber' })
    expect(checkWeight('200', 'Hond')).toEqual({ ok: false, reason: 'outOfRange' })
    expect(checkWeight('', 'Hond')).toEqual({ ok: false, reason: 'empty' })
    // A horse of 200 kg is a horse.
    expect(checkWeight('200', 'Paard')).toEqual({ ok: true, grams: 200000 })
  })
})

describe('dailyAmount', () => {
  it('takes a row as it is and lies linearly between rows', () => {
    expect(dailyAmount(table, 2000)).toEqual({ kind: 'ok', gramsPerDay: 30 })
    expect(dailyAmount(table, 4000)).toEqual({ kind: 'ok', gramsPerDay: 55 })
    expect(dailyAmount(table, 3000)).toEqual({ kind: 'ok', gramsPerDay: 43 })
    expect(dailyAmount(table, 5000)).toEqual({ kind: 'ok', gramsPerDay: 65 })
    expect(dailyAmount(table, 6000)).toEqual({ kind: 'ok', gramsPerDay: 75 })
  })

  it('says when the weight is outside the table instead of guessing', () => {
    expect(dailyAmount(table, 1500)).toEqual({ kind: 'outside', minGrams: 2000, maxGrams: 6000 })
    expect(dailyAmount(table, 6500)).toEqual({ kind: 'outside', minGrams: 2000, maxGrams: 6000 })
  })

  it('rounds large amounts to 5 and 10 g', () => {
    const dog = parseFeedingTable('10 kg: 150 g; 20 kg: 251 g; 500 kg: 2500 g')!
    expect(dailyAmount(dog, 15000)).toEqual({ kind: 'ok', gramsPerDay: 200 })
    expect(dailyAmount(dog, 400000)).toEqual({ kind: 'ok', gramsPerDay: 2030 })
  })

  it('never leaves the amounts of the rows around the weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 6000 }), (w) => {
        const r = dailyAmount(table, w)
        expect(r.kind).toBe('ok')
        if (r.kind === 'ok') {
          expect(r.gramsPerDay).toBeGreaterThanOrEqual(30)
          expect(r.gramsPerDay).toBeLessThanOrEqual(75)
        }
      }),
    )
  })
})

describe('adviceRange', () => {
  it("is the table's lightest and heaviest weight, else the species' limits", () => {
    const table = [
      { weightGrams: 2000, gramsPerDay: 30 },
      { weightGrams: 8000, gramsPerDay: 80 },
    ]
    expect(adviceRange(table, 'Kat')).toEqual({ minGrams: 2000, maxGrams: 8000 })
    expect(adviceRange([], 'Kat')).toEqual({ minGrams: 500, maxGrams: 15000 })
  })
})

describe('bagDays', () => {
  it('says the days of the example: a 2 kg bag at 50 g a day lasts 40 days', () => {
    expect(bagDays(2000, 50)).toBe(40)
    expect(bagDays(400, 45)).toBe(9)
    expect(bagDays(12000, 140)).toBe(85)
    expect(bagDays(85, 200)).toBe(0)
    expect(bagDays(400, 945)).toBe(0)
  })

  it('grams a day × days ≈ the bag (within 5 %, or a day)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 25000 }),
        fc.integer({ min: 5, max: 5000 }),
        (bag, perDay) => {
          const days = bagDays(bag, perDay)
          const eaten = days * perDay
          expect(Math.abs(eaten - bag)).toBeLessThanOrEqual(Math.max(bag * 0.05, perDay))
        },
      ),
    )
  })

  it('formats kg with a Dutch comma', () => {
    expect(formatKg(4500)).toBe('4,5')
    expect(formatKg(2000)).toBe('2')
    expect(formatKg(250)).toBe('0,25')
  })
})

describe('containerOf', () => {
  it('is a bag for dry food, a pack for wet food and multipacks', () => {
    expect(
      containerOf('2 kg', [
        ['Ruw eiwit', '32%'],
        ['Vocht', '8%'],
      ]),
    ).toBe('zak')
    expect(containerOf('400 gram', [['Vocht', '80%']])).toBe('verpakking')
    expect(containerOf('12 x 85 gram', [])).toBe('verpakking')
    expect(containerOf('400 gram', [])).toBe('zak')
  })
})
