// zod runs without its `new Function` JIT, configured before any other module of the app loads.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import './zod-config'

describe('zod configuration', () => {
  it('is jitless', () => {
    expect(z.core.globalConfig.jitless).toBe(true)
  })

  it('is the first import of the entry module', () => {
    const main = readFileSync(resolve(process.cwd(), 'src/main.tsx'), 'utf8')
    expect(main.match(/^import .+$/m)?.[0]).toBe("import '@/lib/zod-config'")
  })
})
