// The forms' bridge from react-hook-form to their zod schema, imported from here by every form that
// uses react-hook-form. The form library and its resolver then travel in one chunk of their own,
// named after this module, which only those forms load (the one-field newsletter form does not).
// Besides the resolver, the two lines every such form repeated: a form whose rules are one schema
// (useSchemaForm), and a field's wiring for TextField and its kin (fieldsOf).
import { zodResolver as resolverOf } from '@hookform/resolvers/zod'
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import type * as z from 'zod/mini'
// Every form's messages in Dutch (installed when the first form loads).
import '@/lib/zod-dutch'

export const zodResolver = ((...args: unknown[]) =>
  (resolverOf as (...all: unknown[]) => unknown)(...args)) as typeof resolverOf

/**
 * A form whose rules are one zod schema: checked on submit, where the first refused field takes the
 * focus (react-hook-form's shouldFocusError), then again as the shopper types. Where the rules
 * depend on the answers so far (a checkout step: which method, a saved or a new address), pass the
 * function that gives the schema for the values at hand.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodMiniType<Output, Input> | ((values: Input) => z.ZodMiniType),
  defaultValues: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> {
  const resolverFor = zodResolver as unknown as (
    schema: z.ZodMiniType,
  ) => Resolver<Input, unknown, Output>
  return useForm<Input, unknown, Output>({
    resolver:
      typeof schema === 'function'
        ? (values, context, options) => resolverFor(schema(values))(values, context, options)
        : resolverFor(schema),
    defaultValues,
  })
}

/** What a field of TextField and its kin takes from the form: its registration and Dutch error. */
export type BoundField<Name extends string> = UseFormRegisterReturn<Name> & { error?: string }

/**
 * The wiring of a form's fields: `field('email')` is the registration and the field's own Dutch
 * error (aria-invalid and aria-describedby follow from it in form-field.tsx), so a field is
 * `<TextField label={m.email} {...field('email')} />`. Nested names (`address.city`) work too.
 */
export function fieldsOf<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
) {
  const errors = form.formState.errors
  return <Name extends FieldPath<Values>>(name: Name): BoundField<Name> => ({
    ...form.register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  })
}
