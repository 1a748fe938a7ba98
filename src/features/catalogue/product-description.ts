// The product page shows the short description under the title and the long one under
// "Omschrijving": a long description that opens with the short one again (as the service's texts
// often do) loses that opening, so the shopper never reads the same sentence twice.

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The long description's HTML without a leading repeat of the short description. */
export function withoutRepeatedLead(longHtml: string, short: string): string {
  const lead = short.trim()
  if (!lead) return longHtml
  const match = /^(\s*(?:<p[^>]*>)?\s*)([\s\S]*)$/i.exec(longHtml)
  if (!match) return longHtml
  const [, opening = '', rest = ''] = match
  for (const form of new Set([lead, escapeHtml(lead)])) {
    if (!rest.startsWith(form)) continue
    const after = rest.slice(form.length)
    // Only a whole sentence: 'Droogvoer' must not cut 'Droogvoerbak …'.
    if (after !== '' && !/^[\s<]/.test(after)) continue
    const remainder = after.trimStart()
    // The paragraph held nothing else: it goes as a whole.
    const emptied = /^<\/p>/i.exec(remainder)
    if (emptied && opening.trim()) return remainder.slice(emptied[0].length).trimStart()
    return `${opening}${remainder}`
  }
  return longHtml
}
