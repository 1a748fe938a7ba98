// Renders a URL through the real route table, providers and mock backend, for screen tests.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/api/query-client'
import { AppProvider } from '@/app/provider'
import { createTestRouter } from '@/app/router'

export function renderRoute(path: string) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const router = createTestRouter(queryClient, path)
  const user = userEvent.setup()
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  )
  return { ...utils, user, router, queryClient }
}
