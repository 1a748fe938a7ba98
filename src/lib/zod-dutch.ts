// The shop's one Dutch error map for zod, installed by every module that validates what a shopper
// types (the forms' resolver, components/form-resolver.ts; the voucher and newsletter fields), so
// it travels with the forms and not in the entry. A check that names its own message (the spec's
// 'Verplicht', 'Geen geldig emailadres', 'Geen geldig password', a field's own rule) keeps it;
// every other issue, of every kind zod has, gets Dutch words from messages/nl/common here, so no
// English default ('Invalid input', 'Too big: expected string to have <=30 characters') can reach
// a shopper. z.config merges: lib/zod-config.ts's jitless stays.
import * as z from 'zod/mini'
import { common } from '@/messages/nl/common'
import { typedValues as t } from '@/messages/nl/typed-values'

const m = common.validation

/** Nothing typed: no value, or an empty or blank text. */
const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/** The Dutch message for a zod issue that did not bring its own. */
export function dutchMessageOf(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return m.required
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return t.number
      if (issue.expected === 'date') return t.date
      return t.invalid
    case 'too_big': {
      const max = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0)
      if (issue.origin === 'string') return m.tooLong(max)
      if (issue.origin === 'array' || issue.origin === 'set') return t.tooMany(max)
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return t.numberTooBig(Number(issue.maximum))
      if (issue.origin === 'date') return t.date
      return t.invalid
    }
    case 'too_small': {
      const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0)
      if (issue.origin === 'string') return min <= 1 ? m.required : t.tooShort(min)
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? m.required : t.tooFew(min)
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return t.numberTooSmall(Number(issue.minimum))
      if (issue.origin === 'date') return t.date
      return t.invalid
    }
    case 'invalid_format':
      if (isBlank(issue.input)) return m.required
      if (issue.format === 'email') return m.email
      if (issue.format === 'date' || issue.format === 'datetime') return t.date
      return t.invalid
    case 'not_multiple_of':
      return t.wholeNumber
    case 'invalid_value':
      return isBlank(issue.input) ? m.required : t.choose
    case 'custom':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'unrecognized_keys':
    default:
      return isBlank(issue.input) ? m.required : t.invalid
  }
}

z.config({ customError: dutchMessageOf })
