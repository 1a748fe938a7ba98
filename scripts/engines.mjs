// `npm run test:engines`: the 8 core journeys (scripts/engines/journeys.mjs) in the two engines the
// Playwright flows do not cover here: Firefox ESR over WebDriver BiDi (puppeteer-core) and WebKitGTK's
// MiniBrowser through WebKitWebDriver under Xvfb (the small W3C WebDriver client below: a dozen
// commands over fetch, no client package). Each journey fails on an uncaught page error or
// unhandled rejection too. Serves the production build with the mock API (`vite preview`, like the
// Playwright web server) on its own port, building first when there is no build.
//
//   ENGINES=firefox,webkit   which engines (default both)
//   ENGINES_PORT=4291        the preview server's port
//   FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH   the browsers (Debian's packages by default)
//
// Ends with `engines: N passed, N failed` and exits non-zero when a journey failed.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { journeys } from './engines/journeys.mjs'

const port = Number(process.env.ENGINES_PORT ?? 4291)
const origin = `http://127.0.0.1:${port}`
const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((e) => e.trim())
const STEP_TIMEOUT_MS = 15_000
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Records uncaught errors and unhandled rejections of the page (installed once per document). */
const errorWatcher = `(() => {
  if (window.__engineErrors) return
  window.__engineErrors = []
  addEventListener('error', (e) => window.__engineErrors.push('error: ' + (e.message || e.type)))
  addEventListener('unhandledrejection', (e) =>
    window.__engineErrors.push('unhandled rejection: ' + String(e.reason && (e.reason.stack || e.reason))))
})()`

/** Where the page is (and the start of what it shows), for a failed wait's message. */
const whereAmI = `() => location.pathname + ', h1 "' + (document.querySelector('main h1')?.textContent ?? '') + '" cart ' + localStorage.getItem('cartId') + ' main: ' + (document.querySelector('main')?.textContent ?? '').slice(0, 160)`

// ---- The server ---------------------------------------------------------------------------------

async function startServer() {
  if (!existsSync('dist/index.html')) {
    console.log('engines: no build yet, building')
    const built = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
    if (built.status !== 0) throw new Error('the build failed')
  }
  if (
    await fetch(`${origin}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken (set ENGINES_PORT)`)
  const server = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  )
  // The first API call compiles the mock backend: on a busy machine that takes a while.
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${origin}/api/aspos/common/config`, {
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      })
      if (answer.ok) return server
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode})`)
    await sleep(250)
  }
  stopTree(server) // no server left behind on the port for the next run
  throw new Error('vite preview did not answer within 120 s')
}

const stopTree = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

// ---- The drivers: goto, run a function in the page, cookies, close --------------------------------

async function firefoxDriver() {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    protocol: 'webDriverBiDi',
    headless: true,
  })
  const page = await browser.newPage()
  // Leaving a checkout with answers asks first (beforeunload): the journeys say yes.
  page.on('dialog', (dialog) => void dialog.accept().catch(() => undefined))
  await page.setViewport({ width: 1280, height: 900 })
  // Installed before any script of each document; the page's CSP does not apply to it.
  await page.evaluateOnNewDocument(errorWatcher)
  return {
    goto: async (url) => {
      try {
        await page.goto(url, { waitUntil: 'load' })
      } catch (error) {
        // Firefox reports a load that a newer one replaced (the same URL again) as aborted.
        if (!/NS_BINDING_ABORTED/.test(String(error))) throw error
        await page.goto(url, { waitUntil: 'load' })
      }
    },
    // A string expression: Firefox refuses the `new Function` puppeteer would use under our CSP.
    run: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
    watchErrors: () => page.evaluate(errorWatcher),
    clearCookies: async () => {
      const cookies = await browser.cookies()
      if (cookies.length > 0) await browser.deleteCookie(...cookies)
    },
    close: () => browser.close(),
  }
}

async function webkitDriver() {
  const driverPort = port + 1
  const driverProcess = spawn(
    'xvfb-run',
    ['-a', process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', `--port=${driverPort}`],
    {
      // WebKitGTK's sandbox cannot start as root (CI containers).
      env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1' },
      stdio: 'ignore',
      detached: true,
    },
  )
  const base = `http://127.0.0.1:${driverPort}`
  const call = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = await response.json()
    if (!response.ok)
      throw new Error(`WebDriver ${path}: ${json.value?.message ?? response.status}`)
    return json.value
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      if ((await call('GET', '/status')).ready) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stopTree(driverProcess)
      throw new Error('WebKitWebDriver did not start')
    }
    await sleep(100)
  }
  const binary =
    process.env.MINIBROWSER_PATH ??
    ['x86_64', 'aarch64']
      .map((arch) => `/usr/lib/${arch}-linux-gnu/webkit2gtk-4.1/MiniBrowser`)
      .find((path) => existsSync(path))
  const { sessionId } = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        // Leaving a checkout with answers asks first (beforeunload): the journeys say yes.
        unhandledPromptBehavior: 'accept',
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      },
    },
  })
  const session = `/session/${sessionId}`
  await call('POST', `${session}/window/rect`, { width: 1280, height: 900 }).catch(() => undefined)
  const run = (source, args) =>
    call('POST', `${session}/execute/sync`, {
      script: `return (${source}).apply(null, arguments)`,
      args,
    })
  return {
    // WebKitWebDriver now and then answers a navigation without leaving the page it is on (seen
    // after a page with a focused field): when the document stayed, the page is sent there itself.
    async goto(url) {
      const before = await run('() => location.href', []).catch(() => '')
      await call('POST', `${session}/url`, { url })
      const stayed = async () =>
        before !== url && (await run('() => location.href', []).catch(() => before)) === before
      if (!(await stayed())) return
      await run('(to) => { location.assign(to) }', [url]).catch(() => undefined)
      const deadline = Date.now() + 10_000
      while ((await stayed()) && Date.now() < deadline) await sleep(100)
      while (Date.now() < deadline) {
        const ready = await run('() => document.readyState', []).catch(() => '')
        if (ready === 'complete') break
        await sleep(100)
      }
    },
    run,
    // WebDriver has no script for new documents: the watcher goes in right after each load.
    watchErrors: () => run(`() => ${errorWatcher}`, []),
    clearCookies: () => call('DELETE', `${session}/cookie`),
    close: async () => {
      await call('DELETE', session).catch(() => undefined)
      stopTree(driverProcess)
    },
  }
}

const drivers = { firefox: firefoxDriver, webkit: webkitDriver }

// ---- The journeys ----------------------------------------------------------------------------------

/** What a journey sees: page-relative navigation, polling waits and page errors. */
function journeyApi(driver) {
  return {
    async goto(path) {
      await driver.goto(origin + path)
      await driver.watchErrors()
    },
    run: (fn, ...args) => driver.run(String(fn), args),
    clearCookies: () => driver.clearCookies(),
    /** Polls `fn(...args)` in the page until it returns something truthy. */
    async until(fn, what, ...args) {
      const deadline = Date.now() + STEP_TIMEOUT_MS
      let last
      for (;;) {
        try {
          const value = await driver.run(String(fn), args)
          if (value) return value
        } catch (error) {
          last = error
        }
        if (Date.now() > deadline) {
          const at = await driver.run(whereAmI, []).catch(() => '?')
          const cause = last ? `, ${last.message}` : ''
          throw new Error(`waited ${STEP_TIMEOUT_MS / 1000} s for ${what} (at ${at}${cause})`)
        }
        await sleep(150)
      }
    },
    errors: () => driver.run('() => (window.__engineErrors || []).splice(0)', []).catch(() => []),
  }
}

async function runEngine(name) {
  const results = []
  let driver
  try {
    driver = await drivers[name]()
  } catch (error) {
    console.log(`✘ ${name}: could not start (${error.message})`)
    return journeys.map((j) => ({ name: `${name} › ${j.name}`, ok: false }))
  }
  const api = journeyApi(driver)
  for (const journey of journeys) {
    const label = `${name} › ${journey.name}`
    const started = Date.now()
    try {
      await journey.run(api)
      const errors = await api.errors()
      if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`)
      console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      results.push({ name: label, ok: true })
    } catch (error) {
      console.log(`✘ ${label}: ${error.message}`)
      results.push({ name: label, ok: false })
    }
  }
  await driver.close().catch(() => undefined)
  return results
}

const started = Date.now()
let server
const results = []
try {
  server = await startServer()
  for (const engine of engines) {
    if (!drivers[engine]) {
      console.log(`✘ ${engine}: unknown engine (firefox, webkit)`)
      results.push({ name: engine, ok: false })
      continue
    }
    results.push(...(await runEngine(engine)))
  }
} catch (error) {
  console.log(`✘ engines: ${error.message}`)
  if (results.length === 0) results.push({ name: 'setup', ok: false })
} finally {
  if (server) stopTree(server)
}
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`)
console.log(`engines: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
