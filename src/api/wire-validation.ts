// The spec's validation rules (section 5) for request contracts, in zod/mini so the api modules on
// the first page's path stay light: the twins of requiredString, emailSchema and passwordSchema in
// src/lib/validation (classic zod, for react-hook-form), with the same rules and Dutch messages.
import * as z from 'zod/mini'
import { isValidPassword } from '@/lib/validation-rules'
import { common } from '@/messages/nl/common'

const m = common.validation

export const requiredString = () => z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required))

export const emailSchema = z.pipe(requiredString(), z.email({ error: m.email }))

export const passwordSchema = z
  .string({ error: m.required })
  .check(z.minLength(1, m.required), z.refine(isValidPassword, m.password))
