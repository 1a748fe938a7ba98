// One tolerance for the reads whose shape the spec leaves open: a list may arrive bare
// (`[…]`) or in a wrapper object (`{ Success, WebNodes: […] }`, or under another key a real
// service plausibly uses). zod/mini: the category tree that uses it is on the home page's path.
import * as z from 'zod/mini'
import { ensureSuccess } from '../envelope'

/** The list, and the envelope when a wrapper sent one (a bare list is a success). */
export interface ListAnswer<T> {
  items: T[]
  Success: boolean
  ReasonCode?: string | null
  Message?: string | null
}

/**
 * A list that arrives bare or wrapped: `item[]`, or an object carrying the list under the first
 * of `keys` it has (an optional envelope beside it). Everything else fails as malformed.
 */
export function listOrWrapper<T>(
  item: z.ZodMiniType<T>,
  keys: readonly [string, ...string[]],
): z.ZodMiniType<ListAnswer<T>> {
  const list = z.array(item)
  const wrapper = z.pipe(
    z.looseObject({
      Success: z.optional(z.boolean()),
      ReasonCode: z.nullish(z.string()),
      Message: z.nullish(z.string()),
      // Each key may hold the list; which one is checked below.
      ...Object.fromEntries(keys.map((key) => [key, z.optional(list)])),
    }),
    z.transform((answer: Record<string, unknown>, ctx) => {
      const key = keys.find((k) => answer[k] !== undefined)
      const success = (answer.Success as boolean | undefined) ?? true
      if (!key && success) {
        ctx.issues.push({ code: 'custom', message: `none of ${keys.join(', ')}`, input: answer })
        return z.NEVER
      }
      return {
        items: key ? (answer[key] as T[]) : [],
        Success: success,
        ReasonCode: answer.ReasonCode as string | null | undefined,
        Message: answer.Message as string | null | undefined,
      }
    }),
  )
  return z.union([
    z.pipe(
      list,
      z.transform((items: T[]): ListAnswer<T> => ({ items, Success: true })),
    ),
    wrapper,
  ]) as unknown as z.ZodMiniType<ListAnswer<T>>
}

/** The list of an answer read with listOrWrapper; a wrapper saying Success false throws. */
export function itemsOf<T>(answer: ListAnswer<T>): T[] {
  return ensureSuccess(answer).items
}
