import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../platform/i18n/index.ts';
import { confirmAction } from './confirm-action.tsx';

/** Asks whether to leave and lose unsaved changes; `leave` runs only when the user agrees. */
export function confirmLeave(leave: () => void): void {
  confirmAction({
    title: i18n.t('leaveUnsavedTitle'),
    message: i18n.t('leaveUnsavedMessage'),
    confirmLabel: i18n.t('leaveUnsavedConfirm'),
    danger: true,
    onConfirm: leave,
  });
}

function isInside(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/**
 * While `active`, leaving `basePath` asks first: closing or reloading the tab gets the browser's own
 * question, and a click on an in-app link outside `basePath` is held until the user confirms. The
 * app uses a component router (no data router), so React Router's blockers are not available;
 * links are caught in the capture phase, before the router's own click handler sees them.
 */
export function useLeaveGuard(active: boolean, basePath: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      ) {
        return;
      }
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || isInside(url.pathname, basePath)) return;
      event.preventDefault();
      confirmLeave(() => void navigate(`${url.pathname}${url.search}${url.hash}`));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, basePath, navigate]);
}
