// "Nieuwe versie beschikbaar": a new release's service worker is installed and waits. The shop keeps
// running the release it loaded until the customer chooses to load the new one (the worker then
// skips waiting and the page reloads into it), instead of silently serving an old shell.
import { useSyncExternalStore } from 'react'
import { pendingUpdate, subscribeToUpdate } from '@/lib/sw-update'
import { shell } from '@/messages/nl/shell'

export function UpdatePrompt() {
  const apply = useSyncExternalStore(subscribeToUpdate, pendingUpdate, () => null)
  // The live region is always there, so screen readers announce the text when it appears.
  return (
    <div className="update-prompt-region" role="status">
      {apply && (
        <div className="update-prompt">
          <span>{shell.update.available}</span>
          <button type="button" className="btn btn-sm btn-light" onClick={apply}>
            {shell.update.reload}
          </button>
        </div>
      )}
    </div>
  )
}
