import { Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWidgetData } from '../api/dashboard-queries.ts';
import { Figure } from './count-widgets.tsx';
import { WidgetQuery } from './widget-card.tsx';

/**
 * Questions submitted: the count of suppliers' questions still unanswered on my projects, and a
 * popover of them per project, each linking to the project's questions (000 §2).
 */
export function QuestionsSubmittedWidget() {
  const { t } = useTranslation();
  const query = useWidgetData('questionsSubmitted');
  return (
    <WidgetQuery query={query} lines={2}>
      {(data) => (
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Figure
            value={String(data.count)}
            caption={data.count === 0 ? t('dashQuestionsNone') : t('dashQuestionsCaption')}
            testId="questionsSubmitted-count"
          />
          {data.incompleteQuestions.length > 0 ? (
            <Popover position="bottom-end" shadow="md" withinPortal width={320}>
              <Popover.Target>
                <Button variant="light" size="xs" data-testid="unanswered-questions">
                  {t('dashQuestionsByProject')}
                </Button>
              </Popover.Target>
              <Popover.Dropdown data-testid="unanswered-questions-list">
                <Stack gap={6}>
                  <Text size="sm" fw={600}>
                    {t('dashQuestionsUnanswered')}
                  </Text>
                  {data.incompleteQuestions.map((project) => (
                    <Group key={project.projectId} justify="space-between" wrap="nowrap" gap="xs">
                      <Anchor
                        component={Link}
                        to={`/projects/${project.projectId}/source/questions`}
                        size="sm"
                      >
                        {project.projectNumber} {project.projectName}
                      </Anchor>
                      <Text size="sm" fw={600}>
                        {project.questionsCount}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Popover.Dropdown>
            </Popover>
          ) : null}
        </Group>
      )}
    </WidgetQuery>
  );
}
