// The header search box: Enter or the button opens the results page; while typing, a dropdown
// (WAI-ARIA combobox with a listbox) with up to three matching categories ('Droogvoer in Hond') and
// brands above up to 4 product hits, 'Meer resultaten' when there are hits, and a polite status
// line. An empty box shows the shopper's recent searches on this device, which they can clear. On a
// results page it shows that page's term, editable; the dropdown then waits until the shopper opens
// it (focus or typing), so arriving on the page asks the search service nothing.
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useNavigate } from 'react-router-dom'
import { normalizeSearchTerm, SEARCH_SUGGESTION_LIMIT } from '@/api/search'
import { userMessageOf } from '@/api/http'
import { hrefs } from '@/lib/paths'
import { search as t } from '@/messages/nl/search'
import { useSearchSuggestions } from '../use-search-suggestions'
import type { Option, OptionGroup } from './search-options'
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

// The options' rendering (product images and prices among them) comes in with the first opening:
// the header's first chunk stays small.
const loadOptions = () => import('./search-options')
const loadRecent = () => import('../recent-searches')
type RecentSearches = Awaited<ReturnType<typeof loadRecent>>
const noSubscription = () => () => {}
const NO_RECENT: string[] = []
const noRecent = () => NO_RECENT
const LazyOptionGroups = lazy(() => loadOptions().then((m) => ({ default: m.OptionGroups })))
const LazyClearRecent = lazy(() => loadOptions().then((m) => ({ default: m.ClearRecent })))

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

  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(pageTerm ?? '')
  const [open, setOpen] = useState(false)
  // The dropdown's options load with its first opening and stay.
  const [popupWanted, setPopupWanted] = useState(false)
  if (open && !popupWanted) setPopupWanted(true)
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
  // The active option is remembered by its key (a product's Url, a category's id …), so a new
  // answer can never leave a stale index pointing at something else.
  const [activeKey, setActiveKey] = useState<string | null>(null)

  const term = normalizeSearchTerm(text)
  const { active, result, shortcuts, settled, isLoading, error } = useSearchSuggestions(
    open ? text : '',
  )
  // An empty box that is open shows the recent searches.
  const empty = open && term === ''
  // The recent searches come in with the box's first opening.
  const [recentStore, setRecentStore] = useState<RecentSearches | null>(null)
  useEffect(() => {
    if (open && !recentStore) void loadRecent().then(setRecentStore)
  }, [open, recentStore])
  const recent = useSyncExternalStore(
    recentStore?.subscribeToRecentSearches ?? noSubscription,
    recentStore?.getRecentSearches ?? noRecent,
    noRecent,
  )
  // The spec shows at most 4 hits, whatever the service answers.
  const hits = (result?.hits ?? []).slice(0, SEARCH_SUGGESTION_LIMIT)
  const expanded = open && active && (result !== undefined || isLoading || error !== null)
  const groups: OptionGroup[] = []
  if (empty) {
    groups.push({
      kind: 'recent',
      options: recent.map((r) => ({ kind: 'recent', key: `r:${r}`, term: r })),
    })
  } else if (expanded) {
    groups.push(
      {
        kind: 'category',
        options: (shortcuts?.categories ?? []).map((c) => ({
          kind: 'category',
          key: `c:${c.id}`,
          category: c,
        })),
      },
      {
        kind: 'brand',
        options: (shortcuts?.brands ?? []).map((b) => ({
          kind: 'brand',
          key: `b:${b.slug}`,
          brand: b,
        })),
      },
      {
        kind: 'product',
        options: hits.map((hit) => ({ kind: 'product', key: `p:${hit.url}`, hit })),
      },
    )
  }
  const shownGroups = groups.filter((group) => group.options.length > 0)
  const options = shownGroups.flatMap((group) => group.options)
  const activeIndex = activeKey === null ? -1 : options.findIndex((o) => o.key === activeKey)
  const showList = options.length > 0
  const noHits = expanded && result !== undefined && hits.length === 0
  const optionId = (option: Option) => `${id}-option-${options.indexOf(option)}`

  let status = ''
  if (expanded && settled && result) {
    const found = [
      shortcuts?.categories.length ? t.categoriesFound(shortcuts.categories.length) : '',
      shortcuts?.brands.length ? t.brandsFound(shortcuts.brands.length) : '',
      hits.length > 0 ? t.found(hits.length) : t.noHits,
    ]
    status = found.filter(Boolean).join(', ')
  } else if (expanded && error) status = userMessageOf(error)
  else if (empty && recent.length > 0) status = t.recentShown(recent.length)

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
    setActiveKey(null)
  }

  function search(value: string) {
    close()
    void loadRecent().then((m) => m.searchMade(value))
    void navigate(searchHref(value))
  }

  function goToResults() {
    if (!term) {
      inputRef.current?.focus()
      return
    }
    search(term)
  }

  function choose(option: Option) {
    if (option.kind === 'recent') {
      setText(option.term)
      search(option.term)
      return
    }
    close()
    setText('')
    void navigate(
      option.kind === 'product'
        ? productHref(option.hit.url)
        : option.kind === 'category'
          ? hrefs.category(option.category.id)
          : hrefs.brand(option.brand.slug),
    )
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    goToResults()
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return
    const next =
      activeIndex === -1
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length
    setActiveKey(options[next]!.key)
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
        const option = showList && activeIndex >= 0 ? options[activeIndex] : undefined
        if (option) {
          event.preventDefault()
          choose(option)
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
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={
            showList && activeIndex >= 0 ? optionId(options[activeIndex]!) : undefined
          }
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

      <div className="search-box__popup shadow" hidden={!expanded && !(empty && recent.length > 0)}>
        <div
          id={listboxId}
          role="listbox"
          aria-label={t.suggestions}
          className="search-box__list"
          hidden={!showList}
        >
          {popupWanted && (
            <Suspense fallback={null}>
              <LazyOptionGroups
                groups={shownGroups}
                idOf={optionId}
                groupId={(index) => `${id}-group-${index}`}
                activeKey={activeKey}
                onActive={setActiveKey}
                onChoose={choose}
              />
            </Suspense>
          )}
        </div>
        {empty && recent.length > 0 && popupWanted ? (
          <Suspense fallback={null}>
            <LazyClearRecent onCleared={() => inputRef.current?.focus()} />
          </Suspense>
        ) : null}
        {noHits ? <p className="search-box__message">{t.noHits}</p> : null}
        {noHits && result.suggestion ? (
          <p className="search-box__message pt-0">
            {t.didYouMean}{' '}
            <a
              href={searchHref(result.suggestion)}
              className="fw-semibold"
              onClick={(event) => {
                event.preventDefault()
                setText(result.suggestion!)
                search(result.suggestion!)
              }}
            >
              {result.suggestion}
            </a>
            ?
          </p>
        ) : null}
        {expanded && isLoading && !result ? (
          <p className="search-box__message">{t.searching}</p>
        ) : null}
        {expanded && error && !result ? (
          <p className="search-box__message text-danger">{userMessageOf(error)}</p>
        ) : null}
        {/* Only with products to show more of: under 'geen producten' it would promise nothing. */}
        {expanded && hits.length > 0 ? (
          <div className="search-box__more">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm w-100"
              onClick={goToResults}
            >
              {t.moreResults}
            </button>
          </div>
        ) : null}
      </div>

      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {status}
      </div>
    </form>
  )
}
