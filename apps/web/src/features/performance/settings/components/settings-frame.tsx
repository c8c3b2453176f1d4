import type { ReactNode } from 'react';
import { useRouteAccess } from '../../../../platform/access/use-access.ts';
import { FormActions } from '../../../control-panel/index.ts';

/** The control panel's section frame and load states: these settings are control panel sections. */
export { loadStateOf, SectionLayout as SettingsFrame } from '../../../control-panel/index.ts';

/** Whether the user may only look: saving these settings needs the control panel's act right. */
export function useSettingsReadOnly(): boolean {
  return !(useRouteAccess('control-panel')?.canAct ?? true);
}

/** Discard and Save of a settings form; Save carries the lock for people who may only look. */
export function SettingsActions({
  blocked = false,
  children,
  ...form
}: {
  controlId: string;
  testId: string;
  dirty: boolean;
  /** Something the contract's rules refuse is on screen: saving would only be refused. */
  blocked?: boolean;
  submitting: boolean;
  readOnly: boolean;
  onDiscard: () => void;
  children?: ReactNode;
}) {
  return (
    <FormActions routeName="control-panel" valid={!blocked} justify="flex-end" {...form}>
      {children}
    </FormActions>
  );
}
