// The chain's logo as inline SVG (no request, crisp at any size).
export function Logo() {
  return (
    <svg width="150" height="40" viewBox="0 0 150 40" role="img" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#5a8a00" />
      <path d="M12 25c0-4 3.5-6.5 8-6.5s8 2.5 8 6.5c0 2.5-2 4-4 4-1.4 0-2.6-.7-4-.7s-2.6.7-4 .7c-2 0-4-1.5-4-4z" fill="#fff" />
      <circle cx="12" cy="16" r="3.2" fill="#fff" />
      <circle cx="28" cy="16" r="3.2" fill="#fff" />
      <circle cx="16.8" cy="10.5" r="3.2" fill="#fff" />
      <circle cx="23.2" cy="10.5" r="3.2" fill="#fff" />
      <text x="48" y="18" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" fill="#2f4900">
        Dier &amp;
      </text>
      <text x="48" y="35" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="800" fill="#004488">
        Ruiter
      </text>
    </svg>
  )
}
