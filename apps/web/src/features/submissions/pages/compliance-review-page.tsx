import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ComplianceReviewStatus, complianceReviewStatuses, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import {
  exportUrl,
  reviewCompliance,
  submissionKeys,
  useComplianceGrid,
} from '../api/submissions-queries.ts';

/**
 * Source > Compliance: the checklist down, the complete submissions across, a status per cell
 * (Compliant, Non-Compliant, Not Reviewed); the supplier's own answer shows once the submission
 * part is unsealed.
 */
export function ComplianceReviewPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const tenderId = project.tenders[0]?.id ?? 0;
  const canAct = useRouteAccess('project.source')?.canAct ?? false;
  const grid = useComplianceGrid(tenderId);
  const review = (
    submissionId: number,
    complianceItemId: number,
    status: ComplianceReviewStatus,
    comment: string,
  ) =>
    void reviewCompliance(node, submissionId, { complianceItemId, status, comment })
      .then(() => queryClient.invalidateQueries({ queryKey: submissionKeys.compliance(node, tenderId) }))
      .catch(() => {});

  let content: ReactNode;
  if (grid.isPending) content = <PageLoader />;
  else if (grid.isError) {
    content = (
      <ErrorState
        title={t('submissionsLoadFailed')}
        message={grid.error.message}
        onRetry={() => void grid.refetch()}
      />
    );
  } else if (grid.data.items.length === 0)
    content = <EmptyResult title={t('submissionsComplianceNoItems')} />;
  else if (grid.data.rows.length === 0)
    content = <EmptyResult title={t('submissionsComplianceNoSubmissions')} />;
  else {
    const { items, rows } = grid.data;
    content = (
      <Table data-testid="compliance-grid" withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('submissionsComplianceItem')}</Table.Th>
            {rows.map((row) => (
              <Table.Th key={row.submissionId}>{row.companyName}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.name}
                </Text>
              </Table.Td>
              {rows.map((row) => {
                const cell = row.items[index];
                if (!cell) return <Table.Td key={row.submissionId} />;
                return (
                  <Table.Td key={row.submissionId}>
                    <Stack gap={4}>
                      <Select
                        aria-label={t('submissionsComplianceStatusOf', {
                          item: item.name,
                          company: row.companyName,
                        })}
                        data={complianceReviewStatuses.map((s) => ({
                          value: s,
                          label: t(`submissionsCompliance_${s}`),
                        }))}
                        value={cell.status}
                        disabled={!canAct}
                        allowDeselect={false}
                        onChange={(value) =>
                          value &&
                          review(row.submissionId, item.id, value as ComplianceReviewStatus, cell.comment)
                        }
                      />
                      {cell.comment ? <Text size="xs">{cell.comment}</Text> : null}
                      {cell.supplierAnswer ? (
                        <Text size="xs" c="dimmed">
                          {t('submissionsSupplierAnswer', { answer: cell.supplierAnswer.answer })}
                          {cell.supplierAnswer.comment ? ` - ${cell.supplierAnswer.comment}` : ''}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('submissionsComplianceTitle')}</Title>
        <Button component="a" variant="default" href={exportUrl(node, 'Compliance', tenderId)}>
          {t('submissionsComplianceExport')}
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
