import { Tooltip } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../ui/icons.tsx';
import { useControlAccess } from './use-access.ts';

type Lockable = ReactElement<{ disabled?: boolean; 'aria-disabled'?: boolean }>;

/**
 * Rule 6 of 000 §6: a control with a controlId is disabled, with a lock and a tooltip, unless the
 * user holds a matching permission that may act. The control stays visible so people learn the
 * action exists and whom to ask.
 */
export function PermissionLock({
  routeName,
  controlId,
  children,
}: {
  routeName: string;
  controlId: string;
  children: Lockable;
}) {
  const { t } = useTranslation();
  const { locked } = useControlAccess(routeName, controlId);
  if (!locked) return children;
  // A disabled button fires no pointer events, so the tooltip hangs on a wrapper around it.
  return (
    <Tooltip label={t('noPermission')} openDelay={700} withArrow>
      <span
        data-locked="true"
        data-control-id={controlId}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      >
        {cloneElement(children, { disabled: true, 'aria-disabled': true })}
        <LockIcon size={14} />
      </span>
    </Tooltip>
  );
}
