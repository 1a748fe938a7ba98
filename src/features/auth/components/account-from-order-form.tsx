// The account from the order: the guest chooses only a password; the order's name, e-mail and
// address fill the registration (the wizard's register call, with its password rule and
// messages), and the order is booked on the new account. An e-mail that has an account already
// gets the ways to log in instead of the form. Loaded by account-from-order.tsx when needed.
import '@/styles/features/account-from-order.scss'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import * as z from 'zod/mini'
import { fullName, toAddressDto } from '@/api/aspos/addresses'
import { authQueries } from '@/api/aspos/auth'
import { useRegister } from '@/stores/session-mutations'
import type { Order } from '@/api/aspos/orders'
import { userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { TextField } from '@/components/form-field'
import { zodResolver } from '@/components/form-resolver'
import { PostalAddress } from '@/components/postal-address'
import { Spinner } from '@/components/query-state'
import { passwordSchema } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'
import { isAccountExists } from '../account-exists'
import { AccountExistsAlert } from './account-exists-alert'

const t = account.fromOrder
const r = account.register

const passwordOnlySchema = z.object({ password: passwordSchema })
type Values = z.infer<typeof passwordOnlySchema>

export function AccountFromOrderForm({
  order,
  loginHref,
  accountHref,
}: {
  order: Order
  loginHref: string
  accountHref: string
}) {
  // The person who pays is the one the order is for: the invoice address names them.
  const person = order.invoiceAddress
  const taken = useQuery(authQueries.emailTaken(order.email))
  const mutation = useRegister()
  const form = useForm<Values>({
    resolver: zodResolver(passwordOnlySchema),
    defaultValues: { password: '' },
  })

  if (mutation.isSuccess) {
    return (
      <div role="status">
        <p>{t.done}</p>
        <Link className="btn btn-secondary" to={accountHref}>
          {t.toAccount}
        </Link>
      </div>
    )
  }
  if (taken.isPending) return <Spinner small label={r.checking} />
  // Known already (or registered meanwhile): log in instead. When the check failed, the form is
  // shown; the registration itself still refuses a known e-mail.
  if (taken.data === true || isAccountExists(mutation.error))
    return <AccountExistsAlert loginHref={loginHref} />

  const submit = ({ password }: Values) =>
    mutation.mutate(
      {
        email: order.email,
        password,
        firstName: person.firstName,
        middleName: person.middleName,
        lastName: person.lastName,
        address: toAddressDto({ ...person, id: 0, type: 'Default' }),
        fromOrder: { orderNumber: order.orderNumber, postalCode: order.postalCode },
      },
      {
        onSuccess: (session) => {
          if (session) notify(r.welcome(session.firstName))
        },
      },
    )
  return (
    <>
      <p>{t.intro}</p>
      <dl className="account-from-order__facts">
        <dt>{t.name}</dt>
        <dd>{fullName(person)}</dd>
        <dt>{t.email}</dt>
        <dd className="text-break">{order.email}</dd>
        <dt>{t.address}</dt>
        <dd>
          <PostalAddress address={{ ...person, firstName: '', middleName: '', lastName: '' }} />
        </dd>
      </dl>
      <form noValidate aria-label={t.heading} onSubmit={form.handleSubmit(submit)}>
        <FormAlerts
          live="assertive"
          error={mutation.isError ? userMessageOf(mutation.error) : null}
        />
        {/* For password managers: the account's user name, which the shopper does not type. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={order.email}
          readOnly
          hidden
        />
        <TextField
          id="order-account-password"
          label={r.password}
          type="password"
          autoComplete="new-password"
          required
          hint={r.passwordHint}
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton pending={mutation.isPending} label={t.submit} pendingLabel={r.submitting} />
      </form>
    </>
  )
}
