// Renders the shop's default link-preview image (Open Graph / Twitter card), 1200 × 630, into
// public/og-image.png: an HTML card in the shop's colours, screenshotted with Debian's Chromium.
// Run again after a change of name, slogan or colours: node scripts/og-image.mjs
import { chromium } from '@playwright/test'
import { fileURLToPath } from 'node:url'

const out = fileURLToPath(new URL('../public/og-image.png', import.meta.url))
const logo = `<svg width="180" height="180" viewBox="0 0 40 40" aria-hidden="true">
  <rect width="40" height="40" rx="9" fill="#ffffff" />
  <path d="M12 25c0-4 3.5-6.5 8-6.5s8 2.5 8 6.5c0 2.5-2 4-4 4-1.4 0-2.6-.7-4-.7s-2.6.7-4 .7c-2 0-4-1.5-4-4z" fill="#5a8a00" />
  <circle cx="12" cy="16" r="3.2" fill="#5a8a00" /><circle cx="28" cy="16" r="3.2" fill="#5a8a00" />
  <circle cx="16.8" cy="10.5" r="3.2" fill="#5a8a00" /><circle cx="23.2" cy="10.5" r="3.2" fill="#5a8a00" />
</svg>`

const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0 }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', system-ui, sans-serif; color: #fff;
    background: linear-gradient(135deg, #5a8a00 0%, #466c00 55%, #2f4900 100%); position: relative; overflow: hidden }
  .band { position: absolute; left: 0; right: 0; bottom: 0; height: 150px; background: #0059b3;
    display: flex; align-items: center; padding: 0 80px; font-size: 30px; font-weight: 700; gap: 48px;
    white-space: nowrap }
  .band span::before { content: '✓'; margin-right: 14px; color: #8cc63f }
  .main { display: flex; align-items: center; gap: 56px; height: 480px; padding: 0 80px }
  h1 { font-size: 96px; line-height: 1; font-weight: 800; letter-spacing: -2px }
  p { font-size: 40px; margin-top: 22px; color: #eef7e0; max-width: 760px; line-height: 1.25 }
  .ring { position: absolute; right: -160px; top: -250px; width: 460px; height: 460px; border-radius: 50%;
    border: 60px solid rgba(255, 255, 255, .07) }
</style></head><body>
  <div class="ring"></div>
  <div class="main">${logo}<div><h1>Dier &amp; Ruiter</h1>
  <p>Alles voor je huisdier, paard en ruiter, verf en tuin</p></div></div>
  <div class="band"><span>Gratis verzending vanaf €&nbsp;39,95</span><span>Advies in onze winkels</span></div>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 })
await page.setContent(html)
await page.screenshot({ path: out, type: 'png' })
await browser.close()
console.log(`wrote ${out}`)
