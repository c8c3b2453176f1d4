import { type RefObject, useEffect } from 'react';
import { confirmLeave } from '../../../ui/leave-guard.ts';

const tabKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * While `active`, a tab outside `inside` (the project's areas, the Contract pages) asks before it
 * changes page. useLeaveGuard catches links and closing the browser tab; the area tabs are buttons
 * that navigate in their change handler, and a page whose draft lives in the page itself (not in a
 * form shared by its area) would lose it there without a word. The click or arrow key is held in
 * the capture phase, before React sees it, and replayed once the user agrees.
 */
export function useTabLeaveGuard(active: boolean, inside: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    let replaying = false;
    const held = (event: Event): HTMLElement | null => {
      if (replaying || !(event.target instanceof Element)) return null;
      const tab = event.target.closest<HTMLElement>('[role="tab"]');
      if (!tab || inside.current?.contains(tab)) return null;
      if (event.type === 'click' && tab.getAttribute('aria-selected') === 'true') return null;
      if (event instanceof KeyboardEvent && !tabKeys.has(event.key)) return null;
      event.preventDefault();
      event.stopPropagation();
      return tab;
    };
    const replay = (send: () => void) => () => {
      replaying = true;
      try {
        send();
      } finally {
        replaying = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      const tab = held(event);
      if (tab) confirmLeave(replay(() => tab.click()));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = held(event);
      if (!tab) return;
      const { key } = event;
      confirmLeave(replay(() => tab.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))));
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [active, inside]);
}
