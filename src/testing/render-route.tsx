// Renders a URL through the real route table, providers and mock backend, for screen tests.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider } from 'react-router-dom'
import { queryClient } from '@/api/query-client'
import { AppProvider } from '@/app/provider'
import { createTestRouter } from '@/app/router'

export function renderRoute(path: string) {
  // The page's one client, as in main.tsx: the cart store and the session write into it outside
  // React. The setup empties it before every test.
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
