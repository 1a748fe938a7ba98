// Route module for this URL (see router.tsx); owned by the feature that builds the page.
export function Component() {
  return <h1>blog</h1>
}
