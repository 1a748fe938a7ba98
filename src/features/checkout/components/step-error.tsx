// The Dutch message of a failed step call, announced at once; what the shopper entered stays.
import { userMessageOf } from '@/api/http'

export function StepError({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <div className="alert alert-danger mt-3" role="alert">
      {userMessageOf(error)}
    </div>
  )
}
