import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextAreaField } from './form-field'

describe('TextAreaField', () => {
  it('is labelled, carries the spec’s placeholder, and links its error', () => {
    const { rerender } = render(<TextAreaField label="Bericht" />)
    const field = screen.getByRole('textbox', { name: 'Bericht' })
    expect(field.tagName).toBe('TEXTAREA')
    expect(field).toHaveAttribute('placeholder', 'Uw bericht')
    expect(field).not.toHaveAttribute('aria-invalid')
    rerender(<TextAreaField label="Bericht" error="Verplicht" />)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Verplicht')
  })
})
