import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  AnsweredForm,
  FormAlerts,
  SentPanel,
  SubmitButton,
  type FormRequest,
} from './form-feedback'

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

describe('AnsweredForm', () => {
  const idle: FormRequest = { isPending: false, isError: false, error: null }
  const form = (request: FormRequest, success?: string) => (
    <AnsweredForm
      headingId="t-heading"
      heading="Wachtwoord wijzigen"
      headingClassName="h5"
      live="polite"
      request={request}
      success={success}
      submitLabel="Opslaan"
      pendingLabel="Bezig met opslaan..."
      onSubmit={(event) => event.preventDefault()}
    >
      <input aria-label="Huidig wachtwoord" defaultValue="geheim" />
    </AnsweredForm>
  )

  it('is named by its heading, busy while sending, and shows the service’s Dutch refusal, focused', () => {
    const { rerender } = render(form({ ...idle, isPending: true }))
    expect(screen.getByRole('form', { name: 'Wachtwoord wijzigen' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Wachtwoord wijzigen' })).toHaveClass('h5')
    expect(screen.getByRole('button', { name: 'Bezig met opslaan...' })).toBeDisabled()
    rerender(form({ ...idle, isError: true, error: new Error('netwerk') }))
    // Not an answer of the service: the shop's own Dutch words, never the technical message.
    expect(screen.getByRole('alert')).toHaveTextContent('Er is iets fout gegaan.')
    expect(screen.getByRole('alert')).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled()
    // What the shopper typed stays.
    expect(screen.getByRole('textbox', { name: 'Huidig wachtwoord' })).toHaveValue('geheim')
  })

  it('says a success as a status', () => {
    render(form(idle, 'Uw wachtwoord is gewijzigd.'))
    expect(screen.getByRole('status')).toHaveTextContent('Uw wachtwoord is gewijzigd.')
  })
})

describe('SentPanel', () => {
  it('stands in the form’s place, named by its title, and takes the focus so it is read out', () => {
    render(
      <SentPanel titleId="t-sent" title="Bedankt voor uw bericht">
        <p>Uw referentie is C-1.</p>
      </SentPanel>,
    )
    const panel = screen.getByRole('region', { name: 'Bedankt voor uw bericht' })
    expect(panel).toHaveFocus()
    expect(panel).toHaveTextContent('Uw referentie is C-1.')
  })
})
