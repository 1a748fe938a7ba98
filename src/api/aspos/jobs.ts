// Jobs of the commerce service and applications for them (a resource the spec leaves open;
// designed in docs/api.md): the wire contract (zod/mini), the mapper to our own Job, the
// application contract and CV rule both the form and the mock service check, the fetchers, the
// application call and the query factory.
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { content } from '@/messages/nl/content'
import { requiredString, requiredText, emailSchema } from '@/lib/validation-rules'
import { wireSchemaOf, wireValuesOf } from '../form-wire'
import { request } from '../http'
import { ensureSuccess, envelopeSchema, referenceResponseSchema } from '../envelope'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

export const jobDtoSchema = z.object({
  Id: z.number(),
  UrlSlug: z.string(),
  Title: z.string(),
  StoreCode: z.nullish(z.string()),
  City: z.string(),
  Hours: z.string(),
  EmploymentType: z.string(),
  Summary: z.string(),
  /** HTML: render through SafeHtml only. */
  Body: z.string(),
  PublishedDate: z.string(),
  Category: z.nullish(z.string()),
})
export type JobDto = z.infer<typeof jobDtoSchema>

export const jobListResponseSchema = z.extend(envelopeSchema(), { Jobs: z.array(jobDtoSchema) })
const jobResponseSchema = z.extend(envelopeSchema(), { Job: jobDtoSchema })

/** Each field's rule (and length limit), once: the form's schema and the wire's use the same. */
const applicationFields = {
  name: requiredText(100),
  email: emailSchema(),
  phone: z.pipe(
    requiredString(),
    z.string().check(z.regex(/^\+?[0-9 ()-]{10,20}$/, content.application.invalidPhone)),
  ),
  motivation: requiredText(4000),
}

/** The application form's values, camelCase, as the form sees them. */
export const jobApplicationSchema = z.object(applicationFields)
export type JobApplication = z.output<typeof jobApplicationSchema>

/** The application fields of POST /api/aspos/jobs/{slug}/apply, which the mock service checks. */
export const jobApplicationRequestSchema = wireSchemaOf(applicationFields)
export type JobApplicationRequest = z.input<typeof jobApplicationRequestSchema>

/** The one form → wire mapping of an application. */
export const toJobApplicationRequest = (application: JobApplication): JobApplicationRequest =>
  wireValuesOf(application)

/** The CV of an application: PDF or Word, at most 5 MB (client and mock service check the same). */
export const CV_MAX_BYTES = 5 * 1024 * 1024
const CV_EXTENSIONS = ['.pdf', '.doc', '.docx']
const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

/** What is wrong with a CV file, or null: the type by extension and, when the browser knows it, MIME type. */
export function cvProblem(file: {
  name: string
  size: number
  type: string
}): 'type' | 'size' | null {
  const name = file.name.toLowerCase()
  const typeOk =
    CV_EXTENSIONS.some((ext) => name.endsWith(ext)) &&
    (file.type === '' || CV_MIME_TYPES.includes(file.type))
  if (!typeOk) return 'type'
  if (file.size > CV_MAX_BYTES || file.size === 0) return 'size'
  return null
}

/** The multipart body of POST /api/aspos/jobs/{slug}/apply: the fields as JSON, the CV file and its name. */
function applicationFormData(body: JobApplicationRequest, cv: File | null): FormData {
  const data = new FormData()
  data.set('application', JSON.stringify(body))
  if (cv) {
    data.set('cv', cv, cv.name)
    data.set('cvFileName', cv.name)
  }
  return data
}

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface Job {
  id: number
  slug: string
  title: string
  city: string
  hours: string
  employmentType: string
  summary: string
  bodyHtml: string
  publishedDate: string
}

export function mapJob(dto: JobDto): Job {
  return {
    id: dto.Id,
    slug: dto.UrlSlug,
    title: dto.Title,
    city: dto.City,
    hours: dto.Hours,
    employmentType: dto.EmploymentType,
    summary: dto.Summary,
    bodyHtml: dto.Body,
    publishedDate: dto.PublishedDate,
  }
}

// ---------------------------------------------------------------------------------------------
// Fetchers, mutation and queries
// ---------------------------------------------------------------------------------------------

const seg = (value: string) => encodeURIComponent(value)

export async function fetchJobs(signal?: AbortSignal): Promise<Job[]> {
  const answer = ensureSuccess(
    await request('/api/aspos/jobs', { schema: jobListResponseSchema, signal }),
  )
  return answer.Jobs.map(mapJob)
}

export async function fetchJob(slug: string, signal?: AbortSignal): Promise<Job> {
  const answer = ensureSuccess(
    await request(`/api/aspos/jobs/${seg(slug)}`, { schema: jobResponseSchema, signal }),
  )
  return mapJob(answer.Job)
}

export async function applyForJob(
  slug: string,
  application: JobApplication,
  cv: File | null = null,
): Promise<string> {
  const answer = ensureSuccess(
    await request(`/api/aspos/jobs/${seg(slug)}/apply`, {
      method: 'POST',
      body: applicationFormData(toJobApplicationRequest(application), cv),
      schema: referenceResponseSchema(),
    }),
  )
  return answer.Reference
}

const TEN_MINUTES = 10 * 60_000

export const jobQueries = {
  all: () => ['jobs'] as const,
  list: () =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => fetchJobs(signal),
      staleTime: TEN_MINUTES,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...jobQueries.all(), 'detail', slug.toLowerCase()] as const,
      queryFn: ({ signal }) => fetchJob(slug, signal),
      staleTime: TEN_MINUTES,
    }),
}
