// The home page's initial load as the build manifest names it: the entry chunk, its static imports,
// and their CSS. Shared by the size budget (check-size.mjs) and the benchmark (perf.mjs).

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
