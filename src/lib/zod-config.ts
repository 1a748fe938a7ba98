// Imported first by main.tsx: zod never probes `new Function` (its JIT for object schemas), so the
// CSP needs no 'unsafe-eval' and the browser reports no violation. Classic zod and zod/mini share
// this global configuration.
import * as z from 'zod/mini'

z.config({ jitless: true })
