// The job application's write, beside the jobs' reads (jobs.ts).
import { useMutation } from '@tanstack/react-query'
import { applyForJob, type JobApplication } from './jobs'

/** Sends an application (with an optional CV) for one job; answers the service's reference. */
export function useApplyForJob(jobSlug: string) {
  return useMutation({
    mutationFn: ({ application, cv }: { application: JobApplication; cv: File | null }) =>
      applyForJob(jobSlug, application, cv),
  })
}
