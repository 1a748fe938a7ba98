import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { content } from '@/messages/nl/content'
import { applyForJob, CV_MAX_BYTES, cvProblem, fetchJob, fetchJobs, jobDtoSchema } from './jobs'

const seed = () => getDb().state

describe('job contract', () => {
  it('every seed job parses with our DTO schema', () => {
    for (const j of seed().jobs) expect(jobDtoSchema.safeParse(j).success, j.UrlSlug).toBe(true)
  })
})

describe('job calls against the mock service', () => {
  it('lists the jobs and answers an unknown one with a 404 ApiError', async () => {
    expect(await fetchJobs()).toHaveLength(seed().jobs.length)
    await expect(fetchJob('bestaat-niet')).rejects.toMatchObject({ status: 404 })
  })

  it('accepts a job application with its CV file and refuses an incomplete one', async () => {
    const slug = seed().jobs[0]!.UrlSlug
    const cv = new File(['%PDF-1.7 cv van Joost'], 'cv.pdf', { type: 'application/pdf' })
    const reference = await applyForJob(
      slug,
      {
        name: 'Joost',
        email: 'joost@example.nl',
        phone: '06 12345678',
        motivation: 'Ik hou van dieren.',
      },
      cv,
    )
    expect(reference).toMatch(/^SOL-/)
    expect(seed().applications).toHaveLength(1)
    // The service keeps the file itself, not just its name.
    const stored = (
      seed().applications[0] as { Cv: { FileName: string; ContentType: string; Bytes: Uint8Array } }
    ).Cv
    expect(stored).toMatchObject({ FileName: 'cv.pdf', ContentType: 'application/pdf' })
    expect(new TextDecoder().decode(stored.Bytes)).toBe('%PDF-1.7 cv van Joost')
    await expect(
      applyForJob(slug, {
        name: '',
        email: 'joost@example.nl',
        phone: '06 12345678',
        motivation: 'x',
      }),
    ).rejects.toMatchObject({ status: 400 })
    const wrongType = new File(['plaatje'], 'cv.png', { type: 'image/png' })
    await expect(
      applyForJob(
        slug,
        { name: 'J', email: 'j@example.nl', phone: '0612345678', motivation: 'x' },
        wrongType,
      ),
    ).rejects.toMatchObject({
      status: 400,
      userMessage: content.application.cvType,
    })
    await expect(
      applyForJob('bestaat-niet', {
        name: 'J',
        email: 'j@example.nl',
        phone: '0612345678',
        motivation: 'x',
      }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe('cvProblem', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type })
  it('takes PDF and Word up to 5 MB and names what is wrong otherwise', () => {
    expect(cvProblem(file('cv.pdf', 1000, 'application/pdf'))).toBeNull()
    expect(
      cvProblem(
        file(
          'CV.DOCX',
          CV_MAX_BYTES,
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ),
      ),
    ).toBeNull()
    expect(cvProblem(file('cv.doc', 10))).toBeNull()
    expect(cvProblem(file('cv.pdf', CV_MAX_BYTES + 1, 'application/pdf'))).toBe('size')
    expect(cvProblem(file('cv.png', 10, 'image/png'))).toBe('type')
    expect(cvProblem(file('cv.pdf', 10, 'image/png'))).toBe('type')
    expect(cvProblem(file('cv.pdf.exe', 10))).toBe('type')
  })
})
