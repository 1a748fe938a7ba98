// Break points in long Dutch words, as soft hyphens (U+00AD): a product name such as
// "Winterrijhandschoenen" in a narrow card breaks as "Winterrij-/handschoenen" with a hyphen, not
// as "Winterrijhandscho/enen". CSS `hyphens: auto` does the same where the browser has a Dutch
// dictionary, but many have none (Chromium on Linux, many embedded views). The text itself stays the
// same: a soft hyphen shows only where the line breaks, and search and screen readers skip it.

export const SOFT_HYPHEN = '\u00AD'

/** Words shorter than this fit a card's line anyway. */
const MIN_WORD = 10
/** No piece shorter than this at either end of a word ("Wi-", "-en"). */
const MIN_PIECE = 3

/** Consonant clusters a Dutch syllable can start with: they stay together after the break. */
const onsets = new Set([
  'bl', 'br', 'ch', 'chr', 'dr', 'dw', 'fl', 'fr', 'gl', 'gr', 'kl', 'kn', 'kr', 'kw', 'pl', 'pr',
  'sch', 'schr', 'sj', 'sk', 'sl', 'sm', 'sn', 'sp', 'spr', 'st', 'str', 'sw', 'th', 'tr', 'tw',
  'vl', 'vr', 'wr', 'zw',
]) // prettier-ignore

const isVowelAt = (word: string, i: number): boolean => {
  const c = word[i]!.toLowerCase()
  if (/[aeiouyàáâäèéêëìíîïòóôöùúûü]/.test(c)) return true
  // The j of 'ij' belongs to the vowel.
  return c === 'j' && i > 0 && word[i - 1]!.toLowerCase() === 'i'
}

/** Positions (indexes into the word) before which a break may fall. */
export function breakPoints(word: string): number[] {
  if (word.length < MIN_WORD || !/^\p{L}+$/u.test(word)) return []
  const points: number[] = []
  let i = 0
  // Skip to the first vowel group.
  while (i < word.length && !isVowelAt(word, i)) i++
  while (i < word.length) {
    while (i < word.length && isVowelAt(word, i)) i++
    const start = i
    while (i < word.length && !isVowelAt(word, i)) i++
    // A consonant run between two vowel groups: the break goes before the longest cluster at its
    // end that can start a syllable (han-dschoenen no, hand-schoenen yes), else before its last.
    if (i >= word.length || i === start) continue
    const run = word.slice(start, i).toLowerCase()
    let onset = 1
    for (let n = run.length; n > 1; n--) {
      if (onsets.has(run.slice(run.length - n))) {
        onset = n
        break
      }
    }
    const at = i - onset
    if (at >= MIN_PIECE && word.length - at >= MIN_PIECE) points.push(at)
  }
  return points
}

/** The text with soft hyphens at the break points of its long words. */
export function hyphenate(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const points = breakPoints(word)
    if (points.length === 0) return word
    let out = ''
    let from = 0
    for (const at of points) {
      out += word.slice(from, at) + SOFT_HYPHEN
      from = at
    }
    return out + word.slice(from)
  })
}
