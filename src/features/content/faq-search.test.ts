import { describe, expect, it } from 'vitest'
import { countQuestions, filterFaq } from './faq-search'

const groups = [
  {
    topic: 'Verzenden',
    items: [
      {
        question: 'Wat zijn de verzendkosten?',
        answer: 'Verzending kost <strong>€ 4,95</strong>.',
      },
      {
        question: 'Hoe volg ik mijn pakket?',
        answer: 'Via <a href="/track-my-order">Track &amp; trace</a>.',
      },
    ],
  },
  {
    topic: 'Klantenkaart',
    items: [{ question: 'Hoeveel punten spaar ik?', answer: '1 punt per euro.' }],
  },
]

describe('filterFaq', () => {
  it('returns every group for an empty query', () => {
    expect(countQuestions(filterFaq(groups, '   '))).toBe(3)
  })
  it('matches questions and answer text, case and accents ignored; empty topics disappear', () => {
    const hits = filterFaq(groups, 'VERZENDKOSTEN')
    expect(hits).toHaveLength(1)
    expect(hits[0]!.items.map((i) => i.question)).toEqual(['Wat zijn de verzendkosten?'])
    expect(countQuestions(filterFaq(groups, 'punt euro'))).toBe(1)
  })
  it('does not match on HTML tag names', () => {
    expect(countQuestions(filterFaq(groups, 'strong'))).toBe(0)
  })
})
