// The header search box: Enter or the button opens the results page; while typing, a dropdown with
// up to 4 hits (WAI-ARIA combobox with a listbox), 'Meer resultaten' and a polite status line. On a
// results page it shows that page's term, editable; the dropdown then waits until the shopper opens
// it (focus or typing), so arriving on the page asks the search service nothing.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { normalizeSearchTerm, SEARCH_SUGGESTION_LIMIT, type SearchHit } from '@/api/search'
import { userMessageOf } from '@/api/http'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { search as t } from '@/messages/nl/search'
import { useSearchSuggestions } from '../use-search-suggestions'
import { useTypedBeforeHydration } from '@/lib/first-screen-mode'

interface SearchBoxProps {
  /** Builds the results page URL for a term (the app passes hrefs.search). */
  searchHref: (term: string) => string
  /** Builds a product page URL from a hit's Url (the app passes hrefs.product). */
  productHref: (url: string) => string
  className?: string
  /** The term of the results page being shown: the box shows it, and follows when it changes. */
  term?: string
  /** The id of a heading that names this search (a page with more than one search box). */
  labelledBy?: string
}

export function SearchBox({
  searchHref,
  productHref,
  className,
  term: pageTerm,
  labelledBy,
}: SearchBoxProps) {
  const navigate = useNavigate()
  const id = useId()
  const inputId = `${id}-input`
  const listboxId = `${id}-listbox`
  const instructionsId = `${id}-instructions`
  const optionId = (index: number) => `${id}-option-${index}`

  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(pageTerm ?? '')
  const [open, setOpen] = useState(false)
  // Another results page (or none): the box shows its term, closed.
  const [shownPageTerm, setShownPageTerm] = useState(pageTerm)
  /** The shopper typed: the box shows it and opens its suggestions. */
  const typed = (value: string) => {
    setText(value)
    setOpen(true)
  }
  // Typed into the static first screen before the app ran: as if typed now.
  useTypedBeforeHydration(inputRef, typed)
  if (pageTerm !== shownPageTerm) {
    setShownPageTerm(pageTerm)
    setText(pageTerm ?? '')
    setOpen(false)
  }
  // The active option is remembered by its product Url, so a new answer can never leave a stale
  // index pointing at a different product.
  const [activeUrl, setActiveUrl] = useState<string | null>(null)

  const term = normalizeSearchTerm(text)
  const { active, result, settled, isLoading, error } = useSearchSuggestions(open ? text : '')
  // The spec shows at most 4 hits, whatever the service answers.
  const hits = (result?.hits ?? []).slice(0, SEARCH_SUGGESTION_LIMIT)
  const activeIndex = activeUrl === null ? -1 : hits.findIndex((hit) => hit.url === activeUrl)
  const expanded = open && active && (result !== undefined || isLoading || error !== null)
  const showHits = expanded && hits.length > 0
  const noHits = expanded && result !== undefined && hits.length === 0

  let status = ''
  if (expanded && settled && result) status = hits.length > 0 ? t.found(hits.length) : t.noHits
  else if (expanded && error) status = userMessageOf(error)

  // Click (or tap) outside closes the dropdown; listening only while it is open.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function close() {
    setOpen(false)
    setActiveUrl(null)
  }

  function goToResults() {
    if (!term) {
      inputRef.current?.focus()
      return
    }
    close()
    void navigate(searchHref(term))
  }

  function openHit(hit: SearchHit) {
    close()
    setText('')
    void navigate(productHref(hit.url))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    goToResults()
  }

  function move(step: 1 | -1) {
    if (hits.length === 0) return
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : hits.length - 1
        : (activeIndex + step + hits.length) % hits.length
    setActiveUrl(hits[next]!.url)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) {
          setOpen(true)
          return
        }
        if (event.altKey) return
        move(event.key === 'ArrowDown' ? 1 : -1)
        return
      }
      case 'Enter': {
        const hit = showHits && activeIndex >= 0 ? hits[activeIndex] : undefined
        if (hit) {
          event.preventDefault()
          openHit(hit)
        }
        // Otherwise the form submits: the results page.
        return
      }
      case 'Escape': {
        if (open) {
          event.preventDefault()
          close()
        }
        return
      }
      default:
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      aria-labelledby={labelledBy}
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      onBlur={(event) => {
        // Focus leaving the whole box (Tab away) closes the dropdown; moving inside keeps it.
        if (
          !event.currentTarget.contains(event.relatedTarget as Node | null) &&
          event.relatedTarget
        )
          close()
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.label}
      </label>
      <div className="input-group">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          className="form-control search-box__input"
          placeholder={t.placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showHits}
          aria-controls={listboxId}
          aria-activedescendant={showHits && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={instructionsId}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="btn btn-cta search-box__submit" aria-label={t.submit}>
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle
              cx="10.5"
              cy="10.5"
              r="6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path
              d="M15.5 15.5 21 21"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <span id={instructionsId} className="visually-hidden">
        {t.instructions}
      </span>

      <div className="search-box__popup shadow" hidden={!expanded}>
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t.suggestions}
          className="search-box__list"
          hidden={!showHits}
        >
          {hits.map((hit, index) => (
            // Options carry no links (interactive content inside an option is invalid); the
            // combobox handles the keyboard, a click opens the product.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              tabIndex={-1}
              className={
                index === activeIndex ? 'search-box__option is-active' : 'search-box__option'
              }
              // Keep focus in the input, so the combobox stays the one focus point.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (hit.url !== activeUrl) setActiveUrl(hit.url)
              }}
              onClick={() => openHit(hit)}
            >
              <span className="search-box__thumb">
                {hit.image ? (
                  <ApiImage
                    name={hit.image.name}
                    extension={hit.image.extension}
                    alt=""
                    size="thumb"
                  />
                ) : null}
              </span>
              <span className="search-box__title">{hit.title}</span>
              <Price
                cents={hit.saleCents}
                originalCents={hit.grossCents}
                className="search-box__price"
              />
            </li>
          ))}
        </ul>
        {noHits ? <p className="search-box__message">{t.noHits}</p> : null}
        {expanded && isLoading && !result ? (
          <p className="search-box__message">{t.searching}</p>
        ) : null}
        {expanded && error && !result ? (
          <p className="search-box__message text-danger">{userMessageOf(error)}</p>
        ) : null}
        <div className="search-box__more">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm w-100"
            onClick={goToResults}
          >
            {t.moreResults}
          </button>
        </div>
      </div>

      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {status}
      </div>
    </form>
  )
}
