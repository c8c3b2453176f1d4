import { Group, Stack, Table } from '@mantine/core';
import {
  bidClosingDefault,
  bidClosingRanges,
  type ClosingRange,
  type LeadSummaryRow,
  leadSummaryColumns,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useLeadSummary } from '../api/dashboard-queries.ts';
import { leadName } from './dashboard-format.ts';
import { RangeSelect } from './range-select.tsx';
import { WidgetQuery } from './widget-card.tsx';

const columnLabels: Record<(typeof leadSummaryColumns)[number], UiKey> = {
  design: 'dashStatusInProgress',
  scheduled: 'dashStatusScheduled',
  planned: 'dashStatusPlanned',
  open: 'dashStatusPublished',
  closed: 'dashStatusClosed',
  awarded: 'dashStatusAwarded',
};

/**
 * Source Projects by Lead (001 §3): per procurement lead, their source projects by status and in
 * all, among those closing within the chosen range (7 days at first). A project without a lead
 * is counted under 'Not sure'.
 */
export function ProjectBuyersWidget() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ClosingRange>(bidClosingDefault);
  const query = useLeadSummary(range);
  return (
    <Stack gap="xs">
      <Group>
        <RangeSelect
          label={t('dashBidClosingWithin')}
          ranges={bidClosingRanges}
          value={range}
          onChange={setRange}
          testId="project-buyers-range"
        />
      </Group>
      <WidgetQuery query={query} isEmpty={(rows) => rows.length === 0} emptyText={t('dashLeadsNone')}>
        {(rows: LeadSummaryRow[]) => (
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="sm" data-testid="project-buyers-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashColumnLead')}</Table.Th>
                  {leadSummaryColumns.map((column) => (
                    <Table.Th key={column} ta="right">
                      {t(columnLabels[column])}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('dashColumnTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.userId ?? 'none'} data-testid="project-buyers-row">
                    <Table.Td>{row.userId === null ? leadName(null) : leadName(row.name)}</Table.Td>
                    {leadSummaryColumns.map((column) => (
                      <Table.Td key={column} ta="right">
                        {row[column]}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {row.total}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </WidgetQuery>
    </Stack>
  );
}
