import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { reportCategoryLabels } from '@procura/contract';
import type { Ref } from 'react';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import type { LibraryReport, ReportSubscriptions } from '../library-model.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { ReportThumbnail } from './report-thumbnail.tsx';
import { RunReport } from './run-report.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';

/**
 * One report of the library: its preview, title, category and description, and what the caller
 * may do with it. `highlighted` marks the report a link opened (?report=).
 */
export function ReportCard({
  report,
  subscriptions,
  mayEdit,
  highlighted,
  ref,
}: {
  report: LibraryReport;
  subscriptions: ReportSubscriptions;
  mayEdit: boolean;
  highlighted: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const headingId = `report-title-${report.name}`;
  return (
    <Card
      ref={ref}
      withBorder
      padding="md"
      component="article"
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      data-testid={`report-card-${report.name}`}
      style={
        highlighted
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: '0 0 0 2px var(--mantine-primary-color-light)',
            }
          : undefined
      }
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ReportThumbnail name={report.name} title={report.title} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h5" id={headingId}>
                {report.title}
              </Title>
              <Badge variant="light" size="sm">
                {reportCategoryLabels[report.category][currentLanguage()]}
              </Badge>
            </Stack>
            <FavouriteToggle report={report} />
          </Group>
          <Text size="sm" c="dimmed">
            {report.description}
          </Text>
          <Group justify="space-between" align="flex-start">
            <RunReport name={report.name} title={report.title} />
            <SubscriptionActions report={report} subscriptions={subscriptions} mayEdit={mayEdit} />
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
