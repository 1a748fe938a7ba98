// True once the page is scrolled the threshold (200 px) or more: the header's 'scrolled' style.
import { useEffect, useState } from 'react'

const HEADER_SCROLL_THRESHOLD = 200

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setScrolled(window.scrollY >= threshold))
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [threshold])
  return scrolled
}
