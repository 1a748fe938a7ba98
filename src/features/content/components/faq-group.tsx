// One FAQ topic as an accordion: each question is a button with aria-expanded that shows or hides
// its answer (sanitised HTML). Several answers may be open at once.
import '@/styles/features/accordion.scss'
import { useId, useState } from 'react'
import type { FaqGroupData } from '../block-schemas'
import { CmsHtml } from './cms-html'

export function FaqGroup({ group }: { group: FaqGroupData }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })
  return (
    <section className="content-block faq-group">
      <h2 className="h4 mb-3">{group.topic}</h2>
      <div className="accordion">
        {group.items.map((item, index) => {
          const expanded = open.has(index)
          const buttonId = `${baseId}-q${index}`
          const panelId = `${baseId}-a${index}`
          return (
            <div key={`${item.question}-${index}`} className="accordion-item">
              <h3 className="accordion-header">
                <button
                  id={buttonId}
                  type="button"
                  className={`accordion-button${expanded ? '' : ' collapsed'}`}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {item.question}
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className="accordion-collapse"
                hidden={!expanded}
              >
                <CmsHtml html={item.answer} className="accordion-body" />
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
