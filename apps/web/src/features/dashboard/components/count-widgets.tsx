import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatCurrency } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetData } from '../api/dashboard-queries.ts';
import { useOverviewTab } from '../hooks/overview-tab.tsx';
import { ExpiredDocumentsTab } from './overview-documents.tsx';
import { WidgetQuery } from './widget-card.tsx';

/** A widget's one figure, large, with a line under it (what it counts, or that there is none). */
export function Figure({ value, caption, testId }: { value: string; caption: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz={32} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
    </Stack>
  );
}

/** My Total Projects: every project of the node the user leads or is on the team of. */
export function TotalProjectsWidget() {
  const { t } = useTranslation();
  const query = useWidgetData('totalProjects');
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => (
        <Figure
          value={String(data.count)}
          caption={data.count === 0 ? t('dashTotalProjectsNone') : t('dashTotalProjectsCaption')}
          testId="totalProjects-count"
        />
      )}
    </WidgetQuery>
  );
}

/** My Open Sourcing Projects: my projects whose source is published. */
export function OpenProjectsWidget() {
  const { t } = useTranslation();
  const query = useWidgetData('openProjects');
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => (
        <Figure
          value={String(data.count)}
          caption={data.count === 0 ? t('dashOpenProjectsNone') : t('dashOpenProjectsCaption')}
          testId="openProjects-count"
        />
      )}
    </WidgetQuery>
  );
}

/** Value of My Awarded Projects, in US dollars with two decimals (001 §9). */
export function AwardedValueWidget() {
  const { t } = useTranslation();
  const query = useWidgetData('awardedValue');
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => (
        <Figure
          value={formatCurrency(data.amount)}
          caption={
            data.count === 0 ? t('dashAwardedValueNone') : t('dashAwardedValueCaption', { count: data.count })
          }
          testId="awardedValue-amount"
        />
      )}
    </WidgetQuery>
  );
}

/**
 * Expired contract documents: the count, and a way to the list. With the overview on the board
 * the overview opens on its Expired tab; without it, the same list opens in a dialog.
 */
export function ExpiredDocumentsWidget({ overviewOnBoard }: { overviewOnBoard: boolean }) {
  const { t } = useTranslation();
  const query = useWidgetData('expiredContractDocuments');
  const overview = useOverviewTab();
  const [listOpen, setListOpen] = useState(false);
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => (
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Figure
            value={String(data.count)}
            caption={data.count === 0 ? t('dashExpiredDocumentsNone') : t('dashExpiredDocumentsCaption')}
            testId="expiredContractDocuments-count"
          />
          {data.count > 0 ? (
            <Button
              variant="light"
              size="xs"
              data-testid="open-expired-documents"
              onClick={() => (overviewOnBoard ? overview.request('expired') : setListOpen(true))}
            >
              {t('dashViewExpiredDocuments')}
            </Button>
          ) : null}
          <Modal
            opened={listOpen}
            onClose={() => setListOpen(false)}
            title={t('dashOverviewTabExpired')}
            size="xl"
            closeButtonProps={{ 'aria-label': t('close') }}
          >
            <ExpiredDocumentsTab />
          </Modal>
        </Group>
      )}
    </WidgetQuery>
  );
}
