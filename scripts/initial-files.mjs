// The home page's initial load as the build manifest names it: the entry chunk, its static imports,
// and their CSS. Shared by the size budget (check-size.mjs) and the benchmark (perf.mjs).
import { readFileSync } from 'node:fs'

/**
 * Where the build keeps its manifest: beside the output folder, never inside it (a map of every
 * chunk is nothing to serve). vite.config.ts moves it there; `dist` → `dist.manifest.json`.
 */
export function manifestPathOf(outDir) {
  return `${outDir.replace(/[\\/]+$/, '')}.manifest.json`
}

export function readManifest(outDir) {
  return JSON.parse(readFileSync(manifestPathOf(outDir), 'utf8'))
}

export function initialFiles(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry chunk in the manifest')
  const js = new Set()
  const css = new Set()
  const visit = (chunk) => {
    if (!chunk || js.has(chunk.file)) return
    js.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach((key) => visit(manifest[key]))
  }
  visit(entry)
  return { js: [...js], css: [...css] }
}
