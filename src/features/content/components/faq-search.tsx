// The FAQ page body: a search box over the questions with a live result count, then the topics
// as accordions.
import { useDeferredValue, useState } from 'react'
import { Link } from 'react-router-dom'
import { FilterSearch } from '@/components/filter-search'
import { content as messages } from '@/messages/nl/content'
import type { FaqGroupData } from '../block-schemas'
import { useContentLinks } from '../content-links'
import { countQuestions, filterFaq } from '../faq-search'
import { FaqGroup } from './faq-group'

export function FaqSearch({ groups }: { groups: readonly FaqGroupData[] }) {
  const m = messages.faq
  const links = useContentLinks()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const hits = filterFaq(groups, deferred)
  const count = countQuestions(hits)

  if (groups.length === 0) return <p>{m.empty}</p>

  return (
    <>
      <FilterSearch
        className="faq-search mb-4"
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={query}
        onChange={setQuery}
        status={deferred.trim() ? m.resultCount(count) : ''}
      />
      {count === 0 ? (
        <p>{m.noResults}</p>
      ) : (
        // A new key per query: the open answers of an earlier search do not linger.
        hits.map((group) => <FaqGroup key={`${group.topic}-${deferred}`} group={group} />)
      )}
      <p className="mt-4">
        {m.contactHint} <Link to={links.contact()}>{m.contactLink}</Link>
      </p>
    </>
  )
}
