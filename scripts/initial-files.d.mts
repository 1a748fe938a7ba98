// Types of initial-files.mjs for the TypeScript that imports it (vite.config.ts).
export function manifestPathOf(outDir: string): string
export function readManifest(
  outDir: string,
): Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>
export function initialFiles(manifest: Record<string, unknown>): { js: string[]; css: string[] }
