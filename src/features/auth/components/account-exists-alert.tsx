// What a shopper sees when the e-mail they register with already has an account (the wizard's
// first step, its last step if an account came meanwhile, the order-complete page): the two ways
// on, a link to the login and 'Wachtwoord vergeten?' (which opens its modal).
import { Link } from 'react-router-dom'
import { account } from '@/messages/nl/account'
import { modalOpened } from '@/stores/modal-store'

export function AccountExistsAlert({ loginHref }: { loginHref: string }) {
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{account.register.emailTaken}</p>
      <p className="d-flex flex-wrap align-items-baseline gap-3 mb-0">
        <Link to={loginHref} className="fw-bold">
          {account.register.emailTakenLogin}
        </Link>
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => modalOpened('forgotPassword')}
        >
          {account.login.forgotPassword}
        </button>
      </p>
    </div>
  )
}
