// The frame of the shop's line icons (Bootstrap Icons' 16 × 16 paths): drawn at 20 px in the text's
// colour and hidden from assistive technology, as the text or label beside each says what it means.
// Each icon's path stays with the one component that draws it, so a path travels only in the
// bundle that needs it (the cart's is on the first screen, the delivery van's is not).
export function Icon({ path, className }: { path: string; className: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={path} />
    </svg>
  )
}
