import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { TextField } from './form-field'
import { fieldsOf, useSchemaForm } from './form-resolver'
import { emailSchema } from '@/lib/validation'

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  address: z.object({ email: emailSchema }),
})

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { name: '', address: { email: '' } })
  const field = fieldsOf(form)
  return (
    <form noValidate aria-label="Proef" onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Naam" {...field('name')} />
      <TextField label="E-mailadres" type="email" {...field('address.email')} />
      <button type="submit">Versturen</button>
    </form>
  )
}

describe('useSchemaForm and fieldsOf', () => {
  it('puts each Dutch error at its field and focuses the first refused one; sends once all is right', async () => {
    const onValid = vi.fn()
    render(<Form onValid={onValid} />)
    const name = screen.getByRole('textbox', { name: 'Naam' })
    const email = screen.getByRole('textbox', { name: 'E-mailadres' })
    await userEvent.type(email, 'geen-adres')
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Verplicht')
    expect(name).toHaveFocus()
    // A nested name finds its own error.
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Geen geldig emailadres')
    expect(onValid).not.toHaveBeenCalled()

    await userEvent.type(name, 'Anna')
    await userEvent.clear(email)
    await userEvent.type(email, 'anna@voorbeeld.nl')
    // Checked again as typed: the errors go when fixed.
    expect(name).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }))
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Anna', address: { email: 'anna@voorbeeld.nl' } },
      expect.anything(),
    )
  })
})
