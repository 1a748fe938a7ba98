// The long tasks of a page, named (issue 50/51, docs/speed.md "the product page's long tasks"):
// loads each path of each build in Debian Chromium (390×844, touch), unthrottled, as Lighthouse's
// simulation records it, with a devtools.timeline trace and a sampling Profiler. Each top-level
// task's main-thread CPU time (thread time: other processes' load inflates it far less than wall
// time) × `--sim` (Lighthouse's CPU factor) is its simulated length; a task over 50 ms after that is
// listed with its top trace events and its top self-time functions, named through the build's
// source maps (build with `--sourcemap`). Builds are served as serve.mjs serves them for the
// benchmark and take turns in each round.
//
//   BUILD_OUT_DIR=dist-trace npx vite build --sourcemap
//   node scripts/perf/trace-tasks.mjs --sim 8 --runs 2 now=.:4410 base=/path/to/other/worktree:4420 \
//     -- /product/royal-canin-medium-adult-15-kg
//
// A build is label=worktree:port[:outDir] (outDir defaults to the worktree's dist-trace). The JSON
// of every task goes to stdout, a line per load to stderr.
import { log, nameOf, parseBuildArgs, withServedBuilds } from './trace-builds.mjs'

const LONG_MS = 50
const WINDOW_US = 10e6

const top = (map, k) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, ms]) => `${ms.toFixed(0)} ${name}`)

/** Self time per trace event inside a task (nested complete events on its thread). */
function eventsIn(events, task) {
  const end = task.ts + task.wall
  const inside = events
    .filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + e.wall <= end)
    .sort((a, b) => a.ts - b.ts || b.wall - a.wall)
  const self = new Map()
  const add = (key, ms) => self.set(key, (self.get(key) ?? 0) + ms)
  const label = (e) => {
    const url = e.args?.data?.url || ''
    return url ? `${e.name} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 40)}` : e.name
  }
  const stack = []
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).wall <= e.ts) stack.pop()
    if (stack.length) add(label(stack.at(-1)), -e.dur / 1000)
    add(label(e), e.dur / 1000)
    stack.push(e)
  }
  return self
}

async function traceOnce(browser, build, origin, path, sim) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink.user_timing',
      'loading',
    ],
  })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
  await cdp.send('Profiler.start')
  await page.goto(origin + path, { waitUntil: 'load' })
  await page.waitForTimeout(WINDOW_US / 1000)
  const { profile } = await cdp.send('Profiler.stop')
  const trace = JSON.parse((await browser.stopTracing()).toString())
  await context.close()
  const all = trace.traceEvents ?? trace
  for (const e of all) {
    e.wall = e.dur ?? 0
    // Thread time × the CPU factor where the trace has it.
    e.dur = (e.tdur ?? e.dur ?? 0) * sim
  }
  // The page's main thread: the renderer's that started this navigation (the last such start).
  const mains = new Set(
    all
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const begin = all
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        mains.has(`${e.pid}:${e.tid}`) &&
        e.args?.data?.documentLoaderURL?.endsWith(path),
    )
    .sort((x, y) => x.ts - y.ts)
    .at(-1)
  if (!begin) return []
  const start = begin.ts
  const thread = all.filter((e) => e.pid === begin.pid && e.tid === begin.tid)
  const tasks = thread.filter(
    (e) =>
      e.name === 'RunTask' && e.dur > LONG_MS * 1000 && e.ts >= start && e.ts < start + WINDOW_US,
  )
  // The sampling profile, on the same clock as the trace.
  const nodes = new Map(profile.nodes.map((n) => [n.id, { ...n, parent: null }]))
  for (const n of profile.nodes) for (const c of n.children ?? []) nodes.get(c).parent = n.id
  const samples = []
  let t = profile.startTime
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]
    samples.push({ t, id })
  })
  return tasks.map((task) => {
    const inTask = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.wall)
    const share = inTask.length ? task.dur / 1000 / inTask.length : 0
    const self = new Map()
    for (const s of inTask) {
      const name = nameOf(build.out, nodes.get(s.id).callFrame)
      self.set(name, (self.get(name) ?? 0) + share)
    }
    return {
      start: (task.ts - start) / 1000,
      ms: task.dur / 1000,
      events: top(eventsIn(thread, task), 8),
      self: top(self, 8),
    }
  })
}

const options = parseBuildArgs(process.argv.slice(2), { sim: 8, runs: 2 })
const paths = options.rest
await withServedBuilds(options.builds, paths, async (browser) => {
  const result = {}
  for (let round = 0; round < options.runs; round++)
    for (const path of paths)
      for (const build of options.builds) {
        const tasks = await traceOnce(browser, build, build.origin, path, options.sim)
        ;(result[`${path} ${build.label}`] ??= []).push(tasks)
        const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_MS, 0)
        log(
          `${path} ${build.label} round ${round + 1}: ${tasks.length} long tasks, ` +
            `blocking ${blocking.toFixed(0)} ms: ` +
            tasks.map((task) => `${task.start.toFixed(0)}+${task.ms.toFixed(0)}`).join(' '),
        )
      }
  console.log(JSON.stringify(result, null, 1))
})
