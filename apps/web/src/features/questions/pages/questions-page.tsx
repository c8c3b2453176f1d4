import { Divider, Stack, Text, Title } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { AddendaSection } from '../components/addenda-section.tsx';
import { QuestionsSection } from '../components/questions-section.tsx';

/** Source > Questions and Addenda (000 §2 source/questions; issue 6 §4 and §8). */
export function QuestionsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tenderId = project.tenders[0]?.id ?? 0;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('questionsTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('questionsIntro')}
        </Text>
      </Stack>
      <QuestionsSection project={project} tenderId={tenderId} />
      <Divider />
      <AddendaSection project={project} tenderId={tenderId} />
    </Stack>
  );
}
