import { Anchor, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

/** Supplier Questions: how many were asked and answered, linking to the Questions and Addenda tab. */
export function SupplierQuestionsWidget({ query, projectId }: WidgetProps & { projectId: number }) {
  const { t } = useTranslation();
  const canViewSource = useRouteAccess('project.source')?.canView ?? true;
  const link = canViewSource ? (
    <Anchor
      component={Link}
      to={`/projects/${projectId}/source/questions`}
      size="sm"
      data-testid="questions-link"
    >
      {t('snapshotViewQuestions')}
    </Anchor>
  ) : null;
  return (
    <WidgetCard
      name="supplier-questions"
      title={t('snapshotSupplierQuestions')}
      query={query}
      isEmpty={({ supplierQuestions }) => supplierQuestions.total === 0}
      emptyText={t('snapshotQuestionsEmpty')}
      action={() => link}
    >
      {({ supplierQuestions: questions }) => (
        <Stack gap="xs">
          <SimpleGrid cols={3} spacing="xs">
            {(
              [
                ['total', 'snapshotQuestionsTotal', questions.total],
                ['answered', 'snapshotQuestionsAnswered', questions.answered],
                ['unanswered', 'snapshotQuestionsUnanswered', questions.unanswered],
              ] as const
            ).map(([name, label, value]) => (
              <Stack gap={0} key={name} data-testid={`questions-${name}`}>
                <Text size="xl" fw={700} c={name === 'unanswered' && value > 0 ? 'orange' : undefined}>
                  {value}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(label)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Progress
            value={(questions.answered / questions.total) * 100}
            color="teal"
            aria-label={t('snapshotQuestionsAnswered')}
          />
          <Group justify="flex-end">
            <Text size="xs" c="dimmed">
              {t('snapshotQuestionsShare', {
                percent: Math.round((questions.answered / questions.total) * 100),
              })}
            </Text>
          </Group>
        </Stack>
      )}
    </WidgetCard>
  );
}
