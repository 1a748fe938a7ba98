import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http'
import { getDb } from '@/mocks/mock-db'
import { sendContactMessage } from './contact'

describe('contact form against the mock service', () => {
  it('sends a contact message and stores it; bad input is a 400 with a Dutch message', async () => {
    const reference = await sendContactMessage({
      name: 'Sanne',
      email: 'sanne@example.nl',
      subject: 'Vraag',
      message: 'Hallo',
    })
    expect(reference).toMatch(/^CT-/)
    expect(getDb().state.contactMessages).toHaveLength(1)
    const bad = sendContactMessage({
      name: 'Sanne',
      email: 'geen-email',
      subject: 'Vraag',
      message: 'Hallo',
    })
    await expect(bad).rejects.toBeInstanceOf(ApiError)
    await expect(bad).rejects.toMatchObject({
      status: 400,
      userMessage: 'Vul alle verplichte velden correct in.',
    })
  })
})
