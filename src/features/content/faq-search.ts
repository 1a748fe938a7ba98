// Search over the FAQ: a question matches when every word of the query occurs in the question or
// in its answer text (case and accents ignored). Topics without hits disappear.
import type { FaqGroupData } from './block-schemas'

const normaliseText = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ')

export function filterFaq(groups: readonly FaqGroupData[], query: string): FaqGroupData[] {
  const words = normaliseText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...groups]
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = normaliseText(`${item.question} ${stripTags(item.answer)}`)
        return words.every((word) => haystack.includes(word))
      }),
    }))
    .filter((group) => group.items.length > 0)
}

export const countQuestions = (groups: readonly FaqGroupData[]) =>
  groups.reduce((n, g) => n + g.items.length, 0)
