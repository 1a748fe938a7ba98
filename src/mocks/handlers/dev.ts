// Developer endpoints of the mock backend: reset the database to its seed.
import { http, HttpResponse } from 'msw'
import { resetDb } from '../mock-db'

export const devHandlers = [
  http.post('*/api/mock/reset', () => {
    resetDb()
    return HttpResponse.json({ Success: true })
  }),
]
