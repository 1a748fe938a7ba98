// zod's one global configuration, installed before any other module of the app loads: jitless, and
// the shop's Dutch error map, so no English default of zod can reach a shopper.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import './zod-config'
import './zod-dutch'
import { addressFormSchema } from '@/api/aspos/addresses.form'
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@/api/aspos/auth'
import { voucherRequestSchema } from '@/api/aspos/cart'
import { contactMessageSchema, contactRequestSchema } from '@/api/aspos/contact'
import { changeEmailRequestSchema, changePasswordRequestSchema } from '@/api/aspos/customer'
import { jobApplicationSchema } from '@/api/aspos/jobs'
import { trackRequestSchema } from '@/api/aspos/orders'
import { common } from '@/messages/nl/common'
import { typedValues } from '@/messages/nl/typed-values'
import { emailSchema, passwordSchema, postalCodeSchema } from './validation'
import { typedEmail, typedPassword } from './validation-rules'

/** zod's English words ('Invalid input', 'Too big: expected string to have <=30 characters'). */
const english = /invalid|expected|required|too (big|small)|received|must|characters/i

const garbage: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(5000),
  42,
  -1,
  1.5,
  Number.NaN,
  true,
  {},
  [],
  ['x'],
  { nested: 'x' },
]

const messagesOf = (schema: z.core.$ZodType, input: unknown) => {
  const parsed = z.safeParse(schema, input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}

/** Every message of every issue the schema raises for garbage, whole and field by field. */
function allMessages(schema: z.core.$ZodType): string[] {
  const messages: string[] = []
  for (const input of garbage) messages.push(...messagesOf(schema, input))
  const shape = (schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape
  for (const key of Object.keys(shape ?? {}))
    for (const value of garbage) messages.push(...messagesOf(schema, { [key]: value }))
  return messages
}

describe('zod configuration', () => {
  it('is jitless', () => {
    expect(z.core.globalConfig.jitless).toBe(true)
  })

  it('is the first import of the entry module', () => {
    const main = readFileSync(resolve(process.cwd(), 'src/main.tsx'), 'utf8')
    expect(main.match(/^import .+$/m)?.[0]).toBe("import '@/lib/zod-config'")
  })

  it('is installed first in the tests too', () => {
    const setup = readFileSync(resolve(process.cwd(), 'src/testing/setup-tests.ts'), 'utf8')
    expect(setup.match(/^import .+$/m)?.[0]).toBe("import '@/lib/zod-config'")
  })
})

describe('the Dutch error map', () => {
  const forms: Record<string, z.core.$ZodType> = {
    address: addressFormSchema,
    register: registerRequestSchema,
    login: loginRequestSchema,
    email: emailRequestSchema,
    resetPassword: resetPasswordRequestSchema,
    changePassword: changePasswordRequestSchema(),
    changeEmail: changeEmailRequestSchema(),
    voucher: voucherRequestSchema(),
    contact: contactMessageSchema,
    contactRequest: contactRequestSchema,
    jobApplication: jobApplicationSchema,
    track: trackRequestSchema,
    emailField: emailSchema,
    passwordField: passwordSchema,
    postalCodeField: postalCodeSchema,
    typedEmail: typedEmail(),
    typedPassword: typedPassword(),
  }

  it.each(Object.entries(forms))('answers garbage in the %s schema in Dutch only', (_, schema) => {
    const messages = allMessages(schema)
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) {
      expect(message).not.toMatch(english)
      expect(message.trim()).not.toBe('')
    }
  })

  it('travels with every module that checks what a shopper types, not in the entry', () => {
    const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8')
    expect(read('src/main.tsx')).not.toMatch(/zod-dutch/)
    expect(read('src/components/form-resolver.ts')).toMatch(/^import '@\/lib\/zod-dutch'$/m)
    // The forms without react-hook-form check their one field with safeParse.
    for (const file of [
      'src/features/cart/components/voucher-form.tsx',
      'src/features/newsletter/newsletter-form.tsx',
    ])
      expect(read(file)).toMatch(/^import '@\/lib\/zod-dutch'$/m)
  })

  it('turns every kind of issue zod has into Dutch', () => {
    const v = { ...common.validation, ...typedValues }
    const cases: [z.core.$ZodType, unknown, string][] = [
      [z.string(), undefined, v.required],
      [z.string(), 42, v.invalid],
      [z.number(), 'x', v.number],
      [z.string().check(z.minLength(1)), '', v.required],
      [z.string().check(z.minLength(3)), 'x', v.tooShort(3)],
      [z.string().check(z.maxLength(30)), 'x'.repeat(40), 'Maximaal 30 tekens'],
      [z.array(z.string()).check(z.maxLength(2)), ['a', 'b', 'c'], v.tooMany(2)],
      [z.array(z.string()).check(z.minLength(2)), ['a'], v.tooFew(2)],
      [z.number().check(z.maximum(99)), 100, v.numberTooBig(99)],
      [z.number().check(z.minimum(1)), 0, v.numberTooSmall(1)],
      [z.number().check(z.multipleOf(2)), 3, v.wholeNumber],
      [z.email(), 'geen-adres', v.email],
      [z.string().check(z.regex(/^\d+$/)), 'abc', v.invalid],
      [z.enum(['a', 'b']), 'c', v.choose],
      [z.literal('a'), 'b', v.choose],
      [z.union([z.number(), z.boolean()]), 'x', v.invalid],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, v.invalid],
      [z.record(z.string().check(z.minLength(2)), z.string()), { b: 'x' }, v.invalid],
      [z.string().check(z.refine(() => false)), 'x', v.invalid],
      [z.date(), new Date(Number.NaN), v.date],
    ]
    for (const [schema, input, message] of cases) {
      const messages = messagesOf(schema, input)
      expect(messages[0], JSON.stringify(input)).toBe(message)
    }
  })

  it('keeps the messages a check names itself: the spec’s words', () => {
    expect(messagesOf(emailSchema, 'geen-adres')).toEqual(['Geen geldig emailadres'])
    expect(messagesOf(passwordSchema, 'zwak')).toEqual(['Geen geldig password'])
    expect(messagesOf(emailSchema, '')).toEqual(['Verplicht'])
  })
})
