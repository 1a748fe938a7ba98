// The newsletter opt-in and opt-out of the account area: where the AccountExist message and the FAQ
// send customers to change their newsletter choice.
import { useNewsletterPreference } from '@/api/aspos/customer.mutations'
import { userMessageOf } from '@/api/http'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'

const t = account.area

export function NewsletterPreference({ subscribed }: { subscribed: boolean }) {
  const mutation = useNewsletterPreference()
  const choose = (next: boolean) =>
    mutation.mutate(next, {
      onSuccess: () => notify(next ? t.newsletterSubscribed : t.newsletterUnsubscribed),
    })
  return (
    <section aria-labelledby="newsletter-preference-heading" className="card mb-4">
      <div className="card-body d-sm-flex align-items-center gap-3">
        <div className="flex-grow-1">
          <h2 id="newsletter-preference-heading" className="h5 card-title">
            {t.newsletter}
          </h2>
          <p className="mb-2 mb-sm-0">{subscribed ? t.newsletterYes : t.newsletterNo}</p>
          <div aria-live="assertive">
            {mutation.isError && (
              <p className="text-danger-emphasis mb-0" role="alert">
                {userMessageOf(mutation.error)}
              </p>
            )}
          </div>
        </div>
        <button
          type="button"
          className={subscribed ? 'btn btn-outline-secondary' : 'btn btn-primary'}
          disabled={mutation.isPending}
          onClick={() => choose(!subscribed)}
        >
          {mutation.isPending
            ? t.newsletterSaving
            : subscribed
              ? t.newsletterUnsubscribe
              : t.newsletterSubscribe}
        </button>
      </div>
    </section>
  )
}
