// Imported first by main.tsx (and by the test setup): zod's one global configuration, before any
// schema parses. Classic zod and zod/mini share it.
// - jitless: zod never probes `new Function` (its JIT for object schemas), so the CSP needs no
//   'unsafe-eval' and the browser reports no violation.
// The Dutch error map is lib/zod-dutch.ts, installed by the modules that validate typed values.
import * as z from 'zod/mini'

z.config({ jitless: true })
