import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormAlerts, SubmitButton } from './form-feedback'

describe('FormAlerts', () => {
  it('moves the focus to a refusal when it appears, so a keyboard or screen reader user is at it', () => {
    const { rerender } = render(
      <form>
        <FormAlerts live="assertive" />
        <SubmitButton pending={false} label="Opslaan" pendingLabel="Bezig met opslaan..." />
      </form>,
    )
    screen.getByRole('button', { name: 'Opslaan' }).focus()
    rerender(
      <form>
        <FormAlerts live="assertive" error="Het wachtwoord klopt niet." />
        <SubmitButton pending={false} label="Opslaan" pendingLabel="Bezig met opslaan..." />
      </form>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Het wachtwoord klopt niet.')
    expect(screen.getByRole('alert')).toHaveFocus()
  })

  it('leaves the focus alone for a success', () => {
    render(<FormAlerts live="polite" success="Opgeslagen." />)
    expect(screen.getByRole('status')).not.toHaveFocus()
  })
})

describe('SubmitButton', () => {
  it('is disabled and says it is busy while the request runs', () => {
    render(<SubmitButton pending label="Opslaan" pendingLabel="Bezig met opslaan..." />)
    expect(screen.getByRole('button', { name: 'Bezig met opslaan...' })).toBeDisabled()
  })

  it('stays disabled, with its own label, while the form cannot be sent yet', () => {
    render(<SubmitButton pending={false} disabled label="Naar betalen" pendingLabel="Opslaan..." />)
    expect(screen.getByRole('button', { name: 'Naar betalen' })).toBeDisabled()
  })

  it('is a plain, enabled submit button for a step that sends nothing', () => {
    render(<SubmitButton label="Volgende" />)
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Volgende' })).toHaveAttribute('type', 'submit')
  })
})
