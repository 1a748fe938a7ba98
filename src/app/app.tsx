// The app: providers around the router.
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/api/query-client'
import { AppProvider } from './provider'
import { createAppRouter } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  )
}
