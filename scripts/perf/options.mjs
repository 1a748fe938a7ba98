// The command line of the benchmark scripts (perf.mjs, perf/inp.mjs): `--name=value` or
// `--name value`; an unknown option stops the run instead of being ignored.

/**
 * Checks `args` against the script's options (flags and options with a value) and returns a
 * reader of the valued ones: `option(name, fallback, pattern)` gives the value, or the fallback when
 * the option is absent, and throws when the value does not match the pattern.
 */
export function optionReader(args, { flags, valued, script }) {
  for (const [i, a] of args.entries()) {
    const isValue = !a.startsWith('--') && valued.includes(args[i - 1]?.slice(2) ?? '')
    const name = a.split('=')[0].slice(2)
    if (!isValue && !(a.startsWith('--') && (flags.includes(name) || valued.includes(name))))
      throw new Error(`unknown option ${a}; see the header of ${script}`)
  }
  return function option(name, fallback, pattern = /^\d+$/, what = 'a whole number') {
    const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    if (at < 0) return fallback
    const value = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1]
    if (!value || !pattern.test(value)) throw new Error(`--${name} needs ${what}`)
    return value
  }
}
