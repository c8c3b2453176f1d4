import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { CommentsTab } from '../components/comments-tab.tsx';
import { ScheduledEmails, SentEmails } from '../components/email-lists.tsx';
import { TasksTab } from '../components/tasks-tab.tsx';

const tabs = [
  ['comments', 'messagesTabComments'],
  ['sent', 'messagesTabSent'],
  ['scheduled', 'messagesTabScheduled'],
  ['tasks', 'messagesTabTasks'],
] as const satisfies readonly (readonly [string, UiKey])[];
type TabName = (typeof tabs)[number][0];

const isTab = (value: string | null): value is TabName => tabs.some(([name]) => name === value);

/**
 * /messages, the Message Centre (000 §2; issue 25 §4): Comments, Sent Emails, Scheduled Emails and
 * Tasks. The tab is in the address (?tab=), so a link or Back lands on the same list; only the
 * shown tab loads.
 */
export function MessageCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('messageCentre'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabName = isTab(requested) ? requested : 'comments';

  return (
    <Stack>
      <Title order={1}>{t('messageCentre')}</Title>
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('messagesTabsLabel')}>
          {tabs.map(([name, label]) => (
            <Tabs.Tab key={name} value={name} data-testid={`messages-tab-${name}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="comments" pt="md">
          <CommentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          <SentEmails />
        </Tabs.Panel>
        <Tabs.Panel value="scheduled" pt="md">
          <ScheduledEmails />
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <TasksTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
