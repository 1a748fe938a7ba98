// Reporting for the benchmark: the median of each page's runs, the goals checked against the no-JS
// floor page measured in the same run, a table on the terminal and .lighthouse/results.json.

/** The goals of the speed issue; LCP is judged against the floor page, not a fixed number. */
export const goals = {
  performance: 0.95,
  lcpTimesFloor: 3,
  lcpTimesFloorIdeal: 2,
  tbtMs: 150,
  cls: 0,
  homeJsAtIdleKiB: 170,
  initialJsKiB: 120,
  initialCssKiB: 12,
}

export function median(values) {
  const list = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (list.length === 0) return null
  const mid = Math.floor(list.length / 2)
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2
}

/** One row per page: the median of every score and metric over its successful runs. */
export function medianOf(page, runs) {
  const ok = runs.filter((r) => !r.error)
  if (ok.length === 0) return { ...page, error: runs[0]?.error ?? 'no run' }
  const m = (pick) => median(ok.map(pick))
  return {
    ...page,
    runs: ok.length,
    scores: Object.fromEntries(Object.keys(ok[0].scores).map((k) => [k, m((r) => r.scores[k])])),
    metrics: Object.fromEntries(Object.keys(ok[0].metrics).map((k) => [k, m((r) => r.metrics[k])])),
    spread: {
      performance: [
        Math.min(...ok.map((r) => r.scores.performance ?? 0)),
        Math.max(...ok.map((r) => r.scores.performance ?? 0)),
      ],
      lcpMs: [
        Math.min(...ok.map((r) => r.metrics.lcpMs ?? 0)),
        Math.max(...ok.map((r) => r.metrics.lcpMs ?? 0)),
      ],
    },
    assets: { jsGzip: m((r) => r.assets.jsGzip), cssGzip: m((r) => r.assets.cssGzip) },
    lcpPhases: ok.some((r) => r.lcpPhases)
      ? Object.fromEntries(
          ['ttfbMs', 'loadDelayMs', 'loadTimeMs', 'renderDelayMs'].map((k) => [
            k,
            m((r) => r.lcpPhases?.[k] ?? null),
          ]),
        )
      : null,
    cpuSlowdownMultiplier: m((r) => r.cpuSlowdownMultiplier),
    lcpElement: ok[0].lcpElement,
    benchmarkIndex: m((r) => r.benchmarkIndex),
  }
}

export function checksFor(row, floor, initial) {
  if (row.name === 'floor' || row.error) return []
  const { scores, metrics, assets } = row
  const floorLcp = floor && !floor.error ? floor.metrics.lcpMs : null
  const ratio = floorLcp && metrics.lcpMs !== null ? metrics.lcpMs / floorLcp : null
  row.lcpTimesFloor = ratio
  const checks = [
    [
      `performance ≥ ${goals.performance * 100}`,
      scores.performance !== null && scores.performance >= goals.performance,
    ],
    [`LCP ≤ ${goals.lcpTimesFloor}× floor`, ratio !== null && ratio <= goals.lcpTimesFloor],
    [`TBT ≤ ${goals.tbtMs} ms`, metrics.tbtMs !== null && metrics.tbtMs <= goals.tbtMs],
    // "CLS 0" as Lighthouse displays it (three decimals).
    ['CLS 0', metrics.cls !== null && Math.round(metrics.cls * 1000) === 0],
  ]
  if (row.name === 'home') {
    const js6s = row.jsIn6s ?? assets.jsGzip
    checks.push([
      `JS in 6 s ≤ ${goals.homeJsAtIdleKiB} KiB`,
      js6s !== null && js6s <= goals.homeJsAtIdleKiB * 1024,
    ])
    if (initial) {
      checks.push([
        `initial JS ≤ ${goals.initialJsKiB} KiB`,
        initial.jsGzip <= goals.initialJsKiB * 1024,
      ])
      checks.push([
        `initial CSS ≤ ${goals.initialCssKiB} KiB`,
        initial.cssGzip <= goals.initialCssKiB * 1024,
      ])
    }
  }
  return checks.map(([goal, met]) => ({ goal, met }))
}

const pct = (score) =>
  score === null || score === undefined ? '–' : String(Math.round(score * 100))
const ms = (value) =>
  value === null
    ? '–'
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${Math.round(value)} ms`
const kib = (bytes) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KiB`)

export function printTable(rows, initial, title = '') {
  const header = [
    'page',
    'runs',
    'perf',
    'perf range',
    'a11y',
    'seo',
    'FCP',
    'LCP',
    'LCP/floor',
    'TBT',
    'CLS',
    'TTFB',
    'load delay',
    'load time',
    'render delay',
    'JS gzip',
    'CSS gzip',
  ]
  const phase = (r, k) => ms(r.lcpPhases?.[k] ?? null)
  const cells = rows.map((r) =>
    r.error
      ? [r.label ?? r.name, `error: ${r.error}`]
      : [
          r.label ?? r.name,
          String(r.runs),
          pct(r.scores.performance),
          `${pct(r.spread.performance[0])}–${pct(r.spread.performance[1])}`,
          pct(r.scores.accessibility),
          pct(r.scores.seo),
          ms(r.metrics.fcpMs),
          ms(r.metrics.lcpMs),
          r.lcpTimesFloor ? `${r.lcpTimesFloor.toFixed(2)}×` : '–',
          ms(r.metrics.tbtMs),
          r.metrics.cls === null ? '–' : r.metrics.cls.toFixed(3),
          phase(r, 'ttfbMs'),
          phase(r, 'loadDelayMs'),
          phase(r, 'loadTimeMs'),
          phase(r, 'renderDelayMs'),
          kib(r.jsIn6s ?? r.assets.jsGzip),
          kib(r.assets.cssGzip),
        ],
  )
  const widths = header.map((h, i) =>
    Math.max(h.length, ...cells.map((row) => (row.length > 2 ? String(row[i]).length : 0))),
  )
  const line = (row) =>
    row
      .map((c, i) => String(c).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  console.log(
    `\n${title}median of each page's runs (Lighthouse mobile, simulated throttling, calibrated CPU)`,
  )
  console.log(line(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('  '))
  cells.forEach((row) => console.log(line(row)))
  console.log('')
  for (const r of rows) {
    if (r.name === 'floor' || !r.checks) continue
    if (r.error) console.log(`${r.name.padEnd(9)} ✗ not measured: ${r.error}`)
    else
      console.log(
        `${r.name.padEnd(9)} ${r.checks.map((c) => `${c.met ? '✓' : '✗'} ${c.goal}`).join('   ')}`,
      )
  }
  if (initial) {
    console.log(
      `\nentry chunk + static imports (build manifest): JS ${kib(initial.jsGzip)} gzip, CSS ${kib(initial.cssGzip)} gzip`,
    )
  }
}

/** Worst (largest) value of a metric over the measured pages, the floor left out. */
export function worstOf(rows, metric) {
  const values = rows
    .filter((r) => r.name !== 'floor' && !r.error)
    .map((r) => r.metrics[metric])
    .filter((v) => typeof v === 'number')
  return values.length ? Math.max(...values) : null
}

/** The same-run comparison with another build: ratios of the worst TBT and the worst LCP. */
export function comparison(rows, againstRows) {
  const ratio = (metric) => {
    const now = worstOf(rows, metric)
    const before = worstOf(againstRows, metric)
    return now !== null && before ? now / before : null
  }
  return { worstTbtRatio: ratio('tbtMs'), worstLcpRatio: ratio('lcpMs') }
}
