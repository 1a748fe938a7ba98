import { describe, expect, it } from 'vitest'
import { foodInfo, parseConstituents, parseFeedingTable } from './food-fields'

describe('parseFeedingTable', () => {
  it('reads the compact wire format', () => {
    expect(parseFeedingTable('2 kg: 30 g; 4,5 kg: 55 g; 6 kg: 75 g')).toEqual([
      { weightGrams: 2000, gramsPerDay: 30 },
      { weightGrams: 4500, gramsPerDay: 55 },
      { weightGrams: 6000, gramsPerDay: 75 },
    ])
  })

  it('reads nothing it cannot stand behind', () => {
    expect(parseFeedingTable(null)).toBeNull()
    expect(parseFeedingTable('')).toBeNull()
    expect(parseFeedingTable('2 kg: 30 g')).toBeNull()
    expect(parseFeedingTable('4 kg: 55 g; 2 kg: 30 g')).toBeNull()
    expect(parseFeedingTable('2 kg: 30 g; 4 kg: veel')).toBeNull()
    expect(parseFeedingTable('2 kg: 0 g; 4 kg: 55 g')).toBeNull()
  })
})

describe('parseConstituents', () => {
  it('splits on commas but not inside a decimal', () => {
    expect(parseConstituents('Ruw eiwit 32%, Ruwe celstof 2,5%, Vocht 8%')).toEqual([
      ['Ruw eiwit', '32%'],
      ['Ruwe celstof', '2,5%'],
      ['Vocht', '8%'],
    ])
  })
})

describe('foodInfo', () => {
  it('reads the fields of a food, and nothing of another product', () => {
    const info = foodInfo({
      fields: [
        { code: 'Diersoort', value: 'kat' },
        { code: 'Levensfase', value: 'Senior' },
        { code: 'Behoeften', value: 'Gesteriliseerd, Indoor' },
        { code: 'Voedingsadvies', value: '2 kg: 30 g; 4 kg: 55 g' },
      ],
    })
    expect(info.species).toBe('Kat')
    expect(info.lifeStage).toBe('Senior')
    expect(info.needs).toEqual(['Gesteriliseerd', 'Indoor'])
    expect(info.feedingTable).toHaveLength(2)
    expect(foodInfo({ fields: [] })).toEqual({
      composition: null,
      constituents: [],
      feedingTable: null,
      species: null,
      lifeStage: null,
      needs: [],
    })
  })
})
