// The Dutch message of a failed step call, announced at once and focused (the shared FormAlerts, as
// every form of the shop); what the shopper entered stays.
import { userMessageOf } from '@/api/http'
import { FormAlerts } from '@/components/form-feedback'

export function StepError({ error }: { error: unknown }) {
  return (
    <FormAlerts live="assertive" className="mt-3" error={error ? userMessageOf(error) : null} />
  )
}
