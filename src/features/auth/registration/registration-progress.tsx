// Step indicator of the registration wizard: an ordered list, the current step marked with
// aria-current="step"; steps before it are links back.
import { Link } from 'react-router-dom'
import { account } from '@/messages/nl/account'

const t = account.register

// Each state's class written out in full: the build keeps only class names it reads in the source.
const stepClass = {
  done: 'register-progress__step register-progress__step--done',
  current: 'register-progress__step register-progress__step--current',
  todo: 'register-progress__step',
} as const

export interface WizardStep {
  label: string
  href: string
}

export function RegistrationProgress({ steps, current }: { steps: WizardStep[]; current: number }) {
  return (
    <nav aria-label={t.stepsLabel} className="register-progress mb-4">
      <p className="visually-hidden">{t.stepOf(current + 1, steps.length)}</p>
      <ol className="register-progress__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo'
          return (
            <li key={step.href} className={stepClass[state]}>
              <span className="register-progress__number" aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' ? (
                <Link to={step.href}>
                  {step.label} <span className="visually-hidden">{t.doneStep}</span>
                </Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  {step.label}
                  {state === 'current' && <span className="visually-hidden"> {t.currentStep}</span>}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
