import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';

/**
 * The footer of a control panel settings form: Discard resets the form, Save submits it once it is
 * changed and valid, and carries the lock of its control for people who may only look.
 */
export function FormActions({
  routeName,
  controlId,
  testId,
  dirty,
  valid,
  submitting,
  readOnly,
  onDiscard,
  justify,
  children,
}: {
  routeName: string;
  controlId: string;
  /** The Save button's data-testid. */
  testId: string;
  dirty: boolean;
  valid: boolean;
  submitting: boolean;
  readOnly: boolean;
  onDiscard: () => void;
  justify?: GroupProps['justify'];
  /** Further actions, before Discard. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify={justify}>
      {children}
      <Button variant="default" disabled={!dirty || readOnly} onClick={onDiscard}>
        {t('discardChanges')}
      </Button>
      <PermissionLock routeName={routeName} controlId={controlId}>
        <Button type="submit" disabled={!dirty || !valid} loading={submitting} data-testid={testId}>
          {t('save')}
        </Button>
      </PermissionLock>
    </Group>
  );
}
