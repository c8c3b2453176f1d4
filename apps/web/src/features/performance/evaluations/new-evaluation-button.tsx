import { Button, type ButtonProps, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import type { EvaluationWizardProps } from './evaluation-wizard.tsx';
import { EvaluationWizard } from './lazy-pages.ts';

/**
 * Opens the evaluation wizard (issue 23 §2). Hidden from those who may not view supplier
 * performance; locked, with the app's lock tooltip, for those who may not create evaluations.
 */
export function NewEvaluationButton({
  origin,
  mode = 'single',
  label,
  variant = 'filled',
  disabled = false,
  testId,
}: {
  origin: EvaluationWizardProps['origin'] | null;
  mode?: EvaluationWizardProps['mode'];
  label: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  testId?: string;
}) {
  const access = useRouteAccess('supplier-performance');
  const [open, setOpen] = useState(false);
  if (access && !access.canView) return null;
  return (
    <>
      <PermissionLock routeName="supplier-performance" controlId="newEvaluation">
        <Button
          variant={variant}
          disabled={disabled || origin === null}
          onClick={() => setOpen(true)}
          data-testid={testId}
        >
          {label}
        </Button>
      </PermissionLock>
      {open && origin ? (
        <EvaluationWizard origin={origin} mode={mode} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/**
 * The directory's entry (issue 23 §2): evaluates the one supplier ticked on the page; with none
 * or several ticked it says to tick one.
 */
export function EvaluateSupplierButton({
  suppliers,
}: {
  suppliers: readonly { id: number; companyName: string }[];
}) {
  const { t } = useTranslation();
  const access = useRouteAccess('supplier-performance');
  const [only] = suppliers;
  const origin =
    suppliers.length === 1 && only
      ? ({ kind: 'vendor', vendorId: only.id, companyName: only.companyName } as const)
      : null;
  const button = (
    <NewEvaluationButton
      origin={origin}
      label={t('perfEvaluate')}
      variant="default"
      testId="suppliers-evaluate"
    />
  );
  if (access && !access.canView) return null;
  if (origin) return button;
  return (
    <Tooltip label={t('perfEvaluateTickOne')} openDelay={500} withArrow>
      <span>{button}</span>
    </Tooltip>
  );
}
