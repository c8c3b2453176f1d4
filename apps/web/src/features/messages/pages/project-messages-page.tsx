import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { CopyCounts, useEmailAggregates } from '../../email/index.ts';
import { ScheduledEmails, SentEmails } from '../components/email-lists.tsx';
import { NewEmailButton } from '../components/new-email-button.tsx';

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : (
    <Badge size="sm" variant="light" circle={value < 10}>
      {value}
    </Badge>
  );
}

/**
 * /projects/{id}/messages (000 §2; issue 25 §4): the mail of the project's source, sent and
 * scheduled, each with its count (Aggregates, ProjectScheduledEmailsAggregates), a mail opened
 * with its copies and attachment, and a new mail through the email wizard.
 */
export function ProjectMessagesPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tenderId = project.tenders[0]?.id ?? 0;
  const sent = useEmailAggregates('sent', tenderId);
  const scheduled = useEmailAggregates('scheduled', tenderId);
  const [tab, setTab] = useState<'sent' | 'scheduled'>('sent');

  if (tenderId === 0) return <EmptyResult title={t('messagesNoSource')} />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('messagesProjectTitle')}</Title>
        <NewEmailButton project={project} tenderId={tenderId} />
      </Group>
      {sent.data && sent.data.copies > 0 ? (
        <Group gap="xs" data-testid="project-copy-counts">
          <Text size="sm">{t('messagesCopiesSummary', { count: sent.data.copies })}</Text>
          <CopyCounts counts={sent.data} />
        </Group>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'scheduled' ? 'scheduled' : 'sent')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('messagesProjectTabsLabel')}>
          <Tabs.Tab
            value="sent"
            rightSection={<Count value={sent.data?.emails} />}
            data-testid="project-messages-sent"
          >
            {t('messagesTabSent')}
          </Tabs.Tab>
          <Tabs.Tab
            value="scheduled"
            rightSection={<Count value={scheduled.data?.scheduled} />}
            data-testid="project-messages-scheduled"
          >
            {t('messagesTabScheduled')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sent" pt="md">
          <SentEmails tenderId={tenderId} />
        </Tabs.Panel>
        <Tabs.Panel value="scheduled" pt="md">
          <ScheduledEmails tenderId={tenderId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
