// A Testing Library matcher for a sentence whose parts are separate elements ('Nog € 5,00 tot
// gratis verzending', with the amount drawn by components/price.tsx): the innermost element whose
// whole text, spaces folded, is the sentence. *ByText reads only an element's own text nodes.
import type { MatcherFunction } from '@testing-library/react'

const fold = (text: string) => text.replace(/\s+/g, ' ').trim()

export function byTextContent(sentence: string): MatcherFunction {
  const wanted = fold(sentence)
  return (_content, element) => {
    if (!element || fold(element.textContent ?? '') !== wanted) return false
    return ![...element.children].some((child) => fold(child.textContent ?? '') === wanted)
  }
}
