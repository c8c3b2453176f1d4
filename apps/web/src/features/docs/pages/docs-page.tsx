import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// Each topic documents a part of the app that exists; topics join as their screens do.
const topics = [
  { id: 'sign-in', title: 'docsSignInTitle', body: 'docsSignInBody' },
  { id: 'password', title: 'docsPasswordTitle', body: 'docsPasswordBody' },
  { id: 'session', title: 'docsSessionTitle', body: 'docsSessionBody' },
  { id: 'team', title: 'docsTeamTitle', body: 'docsTeamBody' },
  { id: 'permissions', title: 'docsPermissionsTitle', body: 'docsPermissionsBody' },
] as const;

/** /docs (feature `documentation`): the user guide of the screens in this release. */
export function DocsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('docsTitle'));
  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {t('docsTitle')}
      </Title>
      <Text>{t('docsIntro')}</Text>
      <Accordion variant="separated" multiple defaultValue={['sign-in']}>
        {topics.map((topic) => (
          <Accordion.Item key={topic.id} value={topic.id}>
            <Accordion.Control>{t(topic.title)}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{t(topic.body)}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
