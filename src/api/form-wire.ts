// A form the shop sends as it is (the contact form, a job application): its fields' rules once, in
// a camelCase table the form's schema uses, and the same rules under the wire's PascalCase names
// for the request the mock service checks, with the one form → wire mapping. A new field is one
// line in the table; the form, the request and the mock cannot drift apart.
import * as z from 'zod/mini'

/** The table's keys as the wire spells them: `orderNumber` → `OrderNumber`. */
export type WireKeys<T> = { [K in keyof T & string as Capitalize<K>]: T[K] }

const wireKey = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

function renamed<T extends object>(table: T): WireKeys<T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, value]) => [wireKey(key), value]),
  ) as WireKeys<T>
}

/** The request schema of a field table: the same rules under the wire's names. */
export function wireSchemaOf<F extends z.core.$ZodLooseShape>(fields: F) {
  return z.object(renamed(fields))
}

/** The form's values as the request sends them. */
export function wireValuesOf<V extends object>(values: V): WireKeys<V> {
  return renamed(values)
}
