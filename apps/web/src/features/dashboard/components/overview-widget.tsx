import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type OverviewTab, overviewTabs, useOverviewTab } from '../hooks/overview-tab.tsx';
import { ExpiredDocumentsTab, PendingDocumentsTab } from './overview-documents.tsx';
import { EndingTab } from './overview-ending.tsx';
import { MyProjectsTab } from './overview-projects.tsx';

const tabLabels = {
  projects: 'dashOverviewTabProjects',
  pending: 'dashOverviewTabPending',
  expired: 'dashOverviewTabExpired',
  ending: 'dashOverviewTabEnding',
} as const satisfies Record<OverviewTab, string>;

/**
 * The overview (000 §2): my projects, documents pending approval, expired documents and contracts
 * ending. Only the open tab loads its list; another widget may open a tab (the expired count).
 */
export function OverviewWidget() {
  const { t } = useTranslation();
  const { tab, setTab, requested } = useOverviewTab();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requested > 0) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [requested]);

  return (
    <Tabs
      ref={ref}
      value={tab}
      onChange={(value) => {
        if (value) setTab(value as OverviewTab);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {overviewTabs.map((key) => (
          <Tabs.Tab key={key} value={key} data-testid={`overview-tab-${key}`}>
            {t(tabLabels[key])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="projects" pt="xs">
        <MyProjectsTab />
      </Tabs.Panel>
      <Tabs.Panel value="pending" pt="xs">
        <PendingDocumentsTab />
      </Tabs.Panel>
      <Tabs.Panel value="expired" pt="xs">
        <ExpiredDocumentsTab />
      </Tabs.Panel>
      <Tabs.Panel value="ending" pt="xs">
        <EndingTab />
      </Tabs.Panel>
    </Tabs>
  );
}
