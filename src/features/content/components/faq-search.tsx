// The FAQ page body: a search box over the questions with a live result count, then the topics
// as accordions.
import { useDeferredValue, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { content as messages } from '@/messages/nl/content'
import type { FaqGroupData } from '../block-schemas'
import { useContentLinks } from '../content-links'
import { countQuestions, filterFaq } from '../faq-search'
import { FaqGroup } from './faq-group'

export function FaqSearch({ groups }: { groups: readonly FaqGroupData[] }) {
  const m = messages.faq
  const links = useContentLinks()
  const inputId = useId()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const hits = filterFaq(groups, deferred)
  const count = countQuestions(hits)

  if (groups.length === 0) return <p>{m.empty}</p>

  return (
    <>
      <form role="search" className="faq-search mb-4" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="form-label">
          {m.searchLabel}
        </label>
        <input
          id={inputId}
          type="search"
          className="form-control"
          value={query}
          placeholder={m.searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={`${inputId}-count`}
        />
        <p id={`${inputId}-count`} className="form-text mb-0" role="status" aria-live="polite">
          {deferred.trim() ? m.resultCount(count) : ''}
        </p>
      </form>
      {count === 0 ? (
        <p>{m.noResults}</p>
      ) : (
        // A new key per query: the open answers of an earlier search do not linger.
        hits.map((group) => <FaqGroup key={`${group.Topic}-${deferred}`} group={group} />)
      )}
      <p className="mt-4">
        {m.contactHint} <Link to={links.contact()}>{m.contactLink}</Link>
      </p>
    </>
  )
}
