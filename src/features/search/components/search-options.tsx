// The search dropdown's options, loaded with its first opening: each group (recent searches,
// categories, brands, products) named by its heading, each option a row the combobox moves through
// (search-box.tsx holds the keyboard and the active option). Options carry no links: interactive
// content inside an option is invalid; a click chooses.
import { memo } from 'react'
import type { SearchHit } from '@/api/search'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { searchOptions as t } from '@/messages/nl/search-options'
import { recentSearchesCleared } from '../recent-searches'
import type { BrandShortcut, CategoryShortcut } from '../search-shortcuts'

/** One choice of the dropdown; the keyboard moves through all of them in this order. */
export type Option =
  | { kind: 'recent'; key: string; term: string }
  | { kind: 'category'; key: string; category: CategoryShortcut }
  | { kind: 'brand'; key: string; brand: BrandShortcut }
  | { kind: 'product'; key: string; hit: SearchHit }

export interface OptionGroup {
  kind: Option['kind']
  options: Option[]
}

const groupLabel: Record<Option['kind'], string> = {
  recent: t.recent,
  category: t.categories,
  brand: t.brands,
  product: t.products,
}

interface OptionGroupsProps {
  groups: OptionGroup[]
  idOf: (option: Option) => string
  groupId: (index: number) => string
  activeKey: string | null
  onActive: (key: string) => void
  onChoose: (option: Option) => void
}

export function OptionGroups({
  groups,
  idOf,
  groupId,
  activeKey,
  onActive,
  onChoose,
}: OptionGroupsProps) {
  return groups.map((group, index) => (
    <div
      key={group.kind}
      role="group"
      aria-labelledby={groupId(index)}
      className="search-box__group"
    >
      <div id={groupId(index)} role="presentation" className="search-box__group-label">
        {groupLabel[group.kind]}
      </div>
      {group.options.map((option) => (
        // The combobox handles the keyboard; a click chooses.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={option.key}
          id={idOf(option)}
          role="option"
          aria-selected={option.key === activeKey}
          tabIndex={-1}
          data-kind={option.kind}
          className={
            option.key === activeKey ? 'search-box__option is-active' : 'search-box__option'
          }
          // Keep focus in the input, so the combobox stays the one focus point.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (option.key !== activeKey) onActive(option.key)
          }}
          onClick={() => onChoose(option)}
        >
          <OptionContent option={option} />
        </div>
      ))}
    </div>
  ))
}

/** Under the recent searches: forgets them (the focus stays in the box). */
export function ClearRecent({ onCleared }: { onCleared: () => void }) {
  return (
    <div className="search-box__more">
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        onClick={() => {
          recentSearchesCleared()
          onCleared()
        }}
      >
        {t.clearRecent}
      </button>
    </div>
  )
}

/** What an option shows comes from one object of the answer (or the term): the same object, the same row. */
const shownOf = (option: Option): unknown =>
  option.kind === 'recent'
    ? option.term
    : option.kind === 'category'
      ? option.category
      : option.kind === 'brand'
        ? option.brand
        : option.hit

/**
 * Memoised: while the shopper types, the previous answer stays on screen (keepPreviousData) and the
 * box re-renders at each keystroke; its rows, images and prices are not drawn again until the
 * answer changes (issue 50: a keystroke's frame).
 */
const OptionContent = memo(
  function OptionContent({ option }: { option: Option }) {
    return <OptionBody option={option} />
  },
  (before, after) => shownOf(before.option) === shownOf(after.option),
)

function OptionBody({ option }: { option: Option }) {
  switch (option.kind) {
    case 'recent':
      return <span className="search-box__title">{option.term}</span>
    case 'category':
      return (
        <span className="search-box__title">
          <strong>{option.category.name}</strong>
          {option.category.within && (
            <span className="text-body-secondary"> {t.within(option.category.within)}</span>
          )}
        </span>
      )
    case 'brand':
      return (
        <span className="search-box__title">
          <strong>{option.brand.name}</strong>
        </span>
      )
    case 'product':
      return (
        <>
          <span className="search-box__thumb">
            {option.hit.image ? (
              <ApiImage
                name={option.hit.image.name}
                extension={option.hit.image.extension}
                alt=""
                size="thumb"
              />
            ) : null}
          </span>
          <span className="search-box__title">{option.hit.title}</span>
          <Price
            cents={option.hit.saleCents}
            originalCents={option.hit.grossCents}
            lowest={option.hit.priceFrom}
            className="search-box__price"
          />
        </>
      )
  }
}
