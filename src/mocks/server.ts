// The mock backend in Node (Vitest): msw/node over the shared handlers.
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
