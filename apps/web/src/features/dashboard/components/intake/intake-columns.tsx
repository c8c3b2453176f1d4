import { Anchor, Badge } from '@mantine/core';
import { formatCurrency, type IntakeListRow } from '@procura/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18n } from '../../../../platform/i18n/index.ts';
import { useSession } from '../../../../platform/session/session-context.tsx';
import { formatAgencyDay, formatSpecDate } from '../../../../ui/format.ts';
import { classificationText, intakeStatusColors, intakeStatusLabels } from '../../../intake/index.ts';
import type { Column } from '../dashboard-table.tsx';

export const leadText = (row: IntakeListRow) => row.procurementLead ?? i18n.t('dashNotSure');

/**
 * The pending request row of 001 §3, column by column. The sortable ones are those the search
 * sorts by (intakeSortColumns); the project name opens the request.
 */
export function useIntakeColumns(): Column<IntakeListRow>[] {
  const { t } = useTranslation();
  const timeZone = useSession().info.customer.timezone;
  return useMemo(
    () => [
      {
        key: 'projectName',
        label: t('dashColumnProjectName'),
        sortable: true,
        render: (row) => (
          <Anchor component={Link} to={`/projects/${row.id}/intake`} size="sm">
            {row.projectName}
          </Anchor>
        ),
      },
      { key: 'requester', label: t('intakeRequester'), sortable: true, render: (row) => row.requester },
      { key: 'procurementLead', label: t('intakeProcurementLead'), sortable: true, render: leadText },
      { key: 'department', label: t('intakeDepartment'), sortable: true, render: (row) => row.department },
      { key: 'bidType', label: t('intakeBidType'), render: (row) => row.bidType },
      {
        key: 'classification',
        label: t('intakeClassification'),
        render: (row) => classificationText(row.classification),
      },
      {
        key: 'estimatedPostingDate',
        label: t('intakePostingDate'),
        sortable: true,
        render: (row) => formatSpecDate(row.estimatedPostingDate),
      },
      {
        key: 'deliveryConstructionStartDate',
        label: t('intakeStartDate'),
        sortable: true,
        render: (row) => formatSpecDate(row.deliveryConstructionStartDate),
      },
      {
        key: 'projectBudget',
        label: t('intakeBudget'),
        sortable: true,
        render: (row) => formatCurrency(row.projectBudget),
      },
      {
        key: 'estimatedTotalProjectValue',
        label: t('intakeTotalValue'),
        sortable: true,
        render: (row) => formatCurrency(row.estimatedTotalProjectValue),
      },
      {
        key: 'status',
        label: t('dashColumnStatus'),
        sortable: true,
        render: (row) => (
          <Badge variant="light" color={intakeStatusColors[row.status]}>
            {t(intakeStatusLabels[row.status])}
          </Badge>
        ),
      },
      {
        key: 'dateCreatedUtc',
        label: t('intakeCreated'),
        sortable: true,
        render: (row) => formatAgencyDay(row.dateCreatedUtc, timeZone),
      },
      {
        key: 'dateModifiedUtc',
        label: t('intakeModified'),
        sortable: true,
        render: (row) => formatAgencyDay(row.dateModifiedUtc, timeZone),
      },
    ],
    [t, timeZone],
  );
}
