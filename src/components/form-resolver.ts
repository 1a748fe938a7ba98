// The forms' bridge from react-hook-form to their zod schema, imported from here by every form that
// uses react-hook-form. The form library and its resolver then travel in one chunk of their own,
// named after this module, which only those forms load (the one-field newsletter form does not).
import { zodResolver as resolverOf } from '@hookform/resolvers/zod'
// Every form's messages in Dutch (installed when the first form loads).
import '@/lib/zod-dutch'

export const zodResolver = ((...args: unknown[]) =>
  (resolverOf as (...all: unknown[]) => unknown)(...args)) as typeof resolverOf
