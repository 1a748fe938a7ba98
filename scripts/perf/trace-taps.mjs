// The work of a tap, named (issue 50, docs/speed.md "What each tap does, traced"): the phone menu
// on home, typing "hond" in the header search box letter by letter, and the add to cart on a
// listing's first card. On a loaded machine a tap's latency (perf:inp) moves by a factor of two from
// run to run; the main thread's CPU time (thread time) for the same work moves far less. So each
// tap runs unthrottled, as perf:inp prepares it (390×844 touch, the cookie prompt and the promotion
// kept away, the load settled), with a devtools.timeline trace and a sampling Profiler, and the
// renderer main thread's thread time from the first input event to the end of the window (the tap's
// handlers, renders, style, layout, paint and whatever it set off) is summed by kind: script, style
// (with the elements restyled), layout (with the objects laid out), paint (prepaint, paint,
// layerize, commit), other. The top self-time functions are named through the builds' source maps
// (build with `--sourcemap`). Builds take turns in each round, as trace-tasks.mjs does them.
//
//   BUILD_OUT_DIR=dist-trace npx vite build --sourcemap
//   node scripts/perf/trace-taps.mjs --runs 5 now=.:4470 base=/path/to/other/worktree:4480 \
//     -- menu search add
//
// A build is label=worktree:port[:outDir] (outDir defaults to the worktree's dist-trace). A line
// per tap goes to stderr, the medians per build and interaction to stdout (JSON).
import { readFileSync } from 'node:fs'
import { phoneContext } from './phone.mjs'
import { log, median, nameOf, parseBuildArgs, withServedBuilds } from './trace-builds.mjs'

const AFTER_MS = 800

/** A Dutch UI string from src/messages/nl, by key path (as inp.mjs reads it). */
function message(file, keyPath) {
  const source = readFileSync(`src/messages/nl/${file}.ts`, 'utf8')
  let from = 0
  const keys = keyPath.split('.')
  for (const parent of keys.slice(0, -1)) from = source.indexOf(`${parent}: {`, from)
  return new RegExp(`\\b${keys.at(-1)}: '([^']+)'`).exec(source.slice(from))[1]
}
const cookieNames = readFileSync('src/lib/cookie-names.ts', 'utf8')
const consentCookie = /\bconsent: '([^']+)'/.exec(cookieNames)[1]
const newsletterCookie = /\bnewsletterSeen: '([^']+)'/.exec(cookieNames)[1]
const openMenu = message('shell', 'header.openMenu')
const addToCart = message('cart', 'addToCart.button')

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
  await page.waitForTimeout(1500)
}

async function aimAt(page, locator) {
  await locator.waitFor()
  await locator.scrollIntoViewIfNeeded()
  await settle(page)
  const box = await locator.boundingBox()
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

const interactions = {
  menu: {
    path: '/',
    prepare: (page) => aimAt(page, page.getByRole('button', { name: openMenu, exact: true })),
    act: (page, point) => page.touchscreen.tap(point.x, point.y),
  },
  search: {
    path: '/',
    async prepare(page) {
      await page.getByRole('banner').getByRole('combobox').first().tap()
      await settle(page)
    },
    act: (page) => page.keyboard.type('hond', { delay: 150 }),
  },
  add: {
    path: '/producten/100',
    prepare: (page) =>
      aimAt(
        page,
        page.getByRole('main').getByRole('button', { name: addToCart, exact: true }).first(),
      ),
    act: (page, point) => page.touchscreen.tap(point.x, point.y),
  },
}

const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.callFunction',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
  'V8.Execute',
  'FireIdleCallback',
  'v8.run',
  'ParseHTML',
])
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ScheduleStyleRecalculation'])
const LAYOUT = new Set(['Layout', 'UpdateLayout'])
const PAINT = new Set([
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'Commit',
  'CompositeLayers',
  'Decode Image',
])
const kindOf = (name) =>
  SCRIPT.has(name)
    ? 'script'
    : STYLE.has(name)
      ? 'style'
      : LAYOUT.has(name)
        ? 'layout'
        : PAINT.has(name)
          ? 'paint'
          : 'other'

async function traceOnce(browser, build, name) {
  const interaction = interactions[name]
  const context = await phoneContext(browser)
  try {
    await context.addCookies([
      { name: consentCookie, value: 'rejected', url: build.origin },
      { name: newsletterCookie, value: '1', url: build.origin },
    ])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(build.origin + interaction.path, { waitUntil: 'load', timeout: 120_000 })
    await settle(page)
    const point = await interaction.prepare(page)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
    })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await interaction.act(page, point)
    await page.waitForTimeout(AFTER_MS)
    const { profile } = await cdp.send('Profiler.stop')
    const trace = JSON.parse((await browser.stopTracing()).toString())
    const all = trace.traceEvents ?? trace
    const mains = new Set(
      all
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    )
    const inputs = all.filter(
      (e) =>
        e.name === 'EventDispatch' &&
        mains.has(`${e.pid}:${e.tid}`) &&
        /^(pointerdown|touchstart|keydown)$/.test(e.args?.data?.type ?? ''),
    )
    if (!inputs.length) return null
    const first = inputs.sort((a, b) => a.ts - b.ts)[0]
    const thread = all.filter(
      (e) => e.pid === first.pid && e.tid === first.tid && e.ph === 'X' && e.ts >= first.ts - 2000,
    )
    // Top-level tasks from the first input on (the input's own task included).
    const tasks = thread.filter((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= first.ts)
    const sums = { script: 0, style: 0, layout: 0, paint: 0, other: 0 }
    const byName = new Map()
    let elements = 0
    let laidOut = 0
    let total = 0
    for (const task of tasks) {
      const cpu = (task.tdur ?? task.dur) / 1000
      total += cpu
      const end = task.ts + task.dur
      const inside = thread
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
      // Self thread time of each event; what no event covers is 'other'.
      const self = new Map()
      const stack = []
      const time = (e) => (e.tdur ?? e.dur ?? 0) / 1000
      for (const e of inside) {
        while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop()
        if (stack.length) self.set(stack.at(-1), (self.get(stack.at(-1)) ?? 0) - time(e))
        self.set(e, (self.get(e) ?? 0) + time(e))
        stack.push(e)
        if (e.name === 'UpdateLayoutTree') elements += e.args?.elementCount ?? 0
        if (e.name === 'Layout') laidOut += e.args?.beginData?.dirtyObjects ?? 0
      }
      let covered = 0
      for (const [e, ms] of self) {
        byName.set(e.name, (byName.get(e.name) ?? 0) + Math.max(0, ms))
        sums[kindOf(e.name)] += Math.max(0, ms)
        covered += Math.max(0, ms)
      }
      sums.other += Math.max(0, cpu - covered)
    }
    // To the next paint: for each click or key, the tasks from its own to the first that paints
    // after it (the frame that shows its answer).
    const paints = thread.filter((e) => e.name === 'Paint' || e.name === 'PrePaint')
    let toPaint = 0
    const answered = all.filter(
      (e) =>
        e.name === 'EventDispatch' &&
        e.pid === first.pid &&
        e.tid === first.tid &&
        /^(click|keydown)$/.test(e.args?.data?.type ?? ''),
    )
    for (const input of answered) {
      const paint = paints.find((e) => e.ts > input.ts + input.dur)
      const until = paint ? paint.ts : input.ts + input.dur
      for (const task of tasks)
        if (task.ts + task.dur >= input.ts && task.ts <= until)
          toPaint += (task.tdur ?? task.dur) / 1000
    }
    // The sampled functions on the main thread in the same window.
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
    const fns = new Map()
    let t = profile.startTime
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i]
      if (t < first.ts) return
      const n = nodes.get(id)
      if (
        ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(n.callFrame.functionName)
      )
        return
      const key = nameOf(build.out, n.callFrame)
      fns.set(key, (fns.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    })
    const events = await page.evaluate(() =>
      performance
        .getEntriesByType('event')
        .filter((e) => e.interactionId > 0)
        .map((e) => Math.round(e.processingEnd - e.processingStart)),
    )
    return {
      total,
      toPaint,
      ...sums,
      elements,
      laidOut,
      handlers: events.reduce((a, b) => a + b, 0),
      top: [...fns.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12),
      events: [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8),
    }
  } finally {
    await context.close()
  }
}

const options = parseBuildArgs(process.argv.slice(2), { runs: 5 })
const names = options.rest
await withServedBuilds(
  options.builds,
  names.map((name) => interactions[name].path),
  async (browser) => {
    const result = {}
    for (let round = 0; round < options.runs; round++)
      for (const name of names)
        for (const build of options.builds) {
          const r = await traceOnce(browser, build, name).catch((error) => {
            log(`${name} ${build.label}: ${error.message}`)
            return null
          })
          if (!r) continue
          ;(result[`${name} ${build.label}`] ??= []).push(r)
          log(
            `${name} ${build.label} r${round + 1}: total ${r.total.toFixed(1)} to paint ${r.toPaint.toFixed(1)} script ${r.script.toFixed(1)} ` +
              `style ${r.style.toFixed(1)} (${r.elements} el) layout ${r.layout.toFixed(1)} ` +
              `(${r.laidOut} obj) paint ${r.paint.toFixed(1)} other ${r.other.toFixed(1)} ms; ` +
              `events: ${r.events.map(([n, ms]) => `${ms.toFixed(1)} ${n}`).join(', ')}; ` +
              `top: ${r.top
                .slice(0, 5)
                .map(([f, ms]) => `${ms.toFixed(1)} ${f}`)
                .join(' | ')}`,
          )
        }
    const summary = {}
    for (const [key, rows] of Object.entries(result)) {
      const pick = (field) => +median(rows.map((r) => r[field])).toFixed(1)
      const fns = new Map()
      for (const r of rows)
        for (const [f, ms] of r.top) fns.set(f, (fns.get(f) ?? 0) + ms / rows.length)
      summary[key] = {
        runs: rows.length,
        totals: rows.map((r) => +r.total.toFixed(1)),
        ...Object.fromEntries(
          [
            'total',
            'toPaint',
            'script',
            'style',
            'elements',
            'layout',
            'laidOut',
            'paint',
            'other',
          ].map((f) => [f, pick(f)]),
        ),
        top: [...fns.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([f, ms]) => `${ms.toFixed(1)} ${f}`),
      }
    }
    console.log(JSON.stringify(summary, null, 1))
  },
)
