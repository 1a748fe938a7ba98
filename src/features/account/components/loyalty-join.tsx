// Joining the loyalty programme as a logged-in customer ('Word lid'): one button; the service
// issues the card, which the account then shows.
import { useJoinLoyalty } from '@/api/aspos/customer.mutations'
import { userMessageOf } from '@/api/http'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'

const t = account.loyalty

export function LoyaltyJoin({ onJoined }: { onJoined?: () => void }) {
  const mutation = useJoinLoyalty()
  const join = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        notify(t.joined)
        onJoined?.()
      },
    })
  return (
    <section id="klantenkaart" aria-labelledby="loyalty-join-heading" className="card mb-4">
      <div className="card-body">
        <h2 id="loyalty-join-heading" className="h5 card-title">
          {t.joinHeading}
        </h2>
        <p>{t.joinText}</p>
        <div aria-live="assertive">
          {mutation.isError && (
            <p className="text-danger-emphasis" role="alert">
              {userMessageOf(mutation.error)}
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={mutation.isPending}
          onClick={join}
        >
          {mutation.isPending ? t.joining : t.join}
        </button>
      </div>
    </section>
  )
}
