// The copy of the build that the service worker's flows (offline.spec.ts) are served from, on a
// preview server of their own (playwright.config.ts): their update flow rewrites its sw.js while the
// other flows and the engines' journeys serve dist/.
export const offlineDist = '.tmp/dist-offline'
