// Vouchers on the cart page and under the checkout's overview: a code form (the cart is reloaded
// after a code is accepted) and the applied vouchers with a remove button. Results are announced
// in a live region.
import { useId, useState, type FormEvent } from 'react'
import { voucherRequestSchema, type CartVoucher } from '@/api/aspos/cart'
import { userMessageOf } from '@/api/http'
import { Amount, AmountsInText } from '@/components/price'
import { cart as messages } from '@/messages/nl/cart'
import { useAddVoucher, useRemoveVoucher } from '../use-vouchers'
import '@/lib/zod-dutch'

const text = messages.vouchers

type Feedback = { tone: 'success' | 'danger'; message: string } | null

export function VoucherForm({ vouchers }: { vouchers: readonly CartVoucher[] }) {
  const inputId = useId()
  const feedbackId = useId()
  const headingId = useId()
  const [code, setCode] = useState('')
  const [feedback, setFeedback] = useState<Feedback>(null)

  const add = useAddVoucher()
  const remove = useRemoveVoucher()
  const failed = (error: Error) => setFeedback({ tone: 'danger', message: userMessageOf(error) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setFeedback({ tone: 'danger', message: text.required })
      return
    }
    // The service's own rule for a code (its length): said here, in Dutch, before it is sent.
    const checked = voucherRequestSchema().safeParse({ code })
    if (!checked.success) {
      setFeedback({ tone: 'danger', message: checked.error.issues[0]?.message ?? text.required })
      return
    }
    add.mutate(checked.data.code, {
      onSuccess: () => {
        setCode('')
        setFeedback({ tone: 'success', message: text.added })
      },
      onError: failed,
    })
  }

  const invalid = feedback?.tone === 'danger'
  return (
    <section className="cart-vouchers card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {text.heading}
        </h2>
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="form-label">
            {text.label}
          </label>
          <div className="input-group">
            <input
              id={inputId}
              className={`form-control${invalid ? ' is-invalid' : ''}`}
              value={code}
              placeholder={text.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              aria-invalid={invalid || undefined}
              aria-describedby={feedbackId}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-secondary" disabled={add.isPending}>
              {add.isPending && (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              )}
              {text.submit}
            </button>
          </div>
        </form>
        <div id={feedbackId} aria-live="polite" className="mt-2">
          {feedback && (
            <p
              className={`small mb-0 ${feedback.tone === 'danger' ? 'text-danger' : 'text-success'}`}
            >
              {feedback.message}
            </p>
          )}
        </div>
        {vouchers.length > 0 && (
          <>
            <h3 className="h6 mt-3">{text.applied}</h3>
            <ul className="list-unstyled mb-0">
              {vouchers.map((voucher) => (
                <li
                  key={voucher.id}
                  className="d-flex align-items-center justify-content-between gap-2 py-1"
                >
                  <span>
                    <span className="fw-semibold">{voucher.code}</span>
                    <span className="small d-block text-body-secondary">
                      <AmountsInText text={voucher.description} />
                    </span>
                  </span>
                  <span className="d-flex align-items-center gap-2">
                    <Amount cents={voucher.amountCents} minus className="text-discount" />
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={text.remove(voucher.code)}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(voucher.id, {
                          onSuccess: () => setFeedback({ tone: 'success', message: text.removed }),
                          onError: failed,
                        })
                      }
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  )
}
