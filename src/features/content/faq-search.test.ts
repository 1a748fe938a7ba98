import { describe, expect, it } from 'vitest'
import { countQuestions, filterFaq } from './faq-search'

const groups = [
  {
    Topic: 'Verzenden',
    Items: [
      {
        Question: 'Wat zijn de verzendkosten?',
        Answer: 'Verzending kost <strong>€ 4,95</strong>.',
      },
      {
        Question: 'Hoe volg ik mijn pakket?',
        Answer: 'Via <a href="/track-my-order">Track &amp; trace</a>.',
      },
    ],
  },
  {
    Topic: 'Klantenkaart',
    Items: [{ Question: 'Hoeveel punten spaar ik?', Answer: '1 punt per euro.' }],
  },
]

describe('filterFaq', () => {
  it('returns every group for an empty query', () => {
    expect(countQuestions(filterFaq(groups, '   '))).toBe(3)
  })
  it('matches questions and answer text, case and accents ignored; empty topics disappear', () => {
    const hits = filterFaq(groups, 'VERZENDKOSTEN')
    expect(hits).toHaveLength(1)
    expect(hits[0]!.Items.map((i) => i.Question)).toEqual(['Wat zijn de verzendkosten?'])
    expect(countQuestions(filterFaq(groups, 'punt euro'))).toBe(1)
  })
  it('does not match on HTML tag names', () => {
    expect(countQuestions(filterFaq(groups, 'strong'))).toBe(0)
  })
})
