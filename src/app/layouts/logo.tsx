// The chain's logo, /logo.svg (public/), as an image with its size: its words are drawn as paths
// (text in an SVG needs font matching before the first paint), 5.5 KB of path data that the entry
// no longer carries (issue 50: initial JS). The static first screen holds the same <img>, so the
// browser asks for it while it reads the HTML (after the page's own images); the service worker precaches it.
export function Logo() {
  return (
    <img
      src="/logo.svg"
      width="150"
      height="40"
      alt=""
      // Low: a page's own images (the hero, the first products) come first; and no preload link
      // of React's own ahead of the static first screen's markup.
      fetchPriority="low"
      className="site-logo-image"
    />
  )
}
