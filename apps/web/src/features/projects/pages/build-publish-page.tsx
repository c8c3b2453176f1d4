import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { isMessageKey, zonedLocalToUtc } from '@procura/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { type ChecklistEntry, useChecklist } from '../api/project-queries.ts';
import { useProjectForm } from '../components/project-form-context.tsx';
import { useActionAllowed } from '../components/use-project-rights.ts';
import { useStatusChange } from '../components/use-status-change.ts';
import { checklistItemLabelKeys, statusColors, statusLabelKeys } from '../presenters.ts';

function itemLabel(item: string, t: TFunction): string {
  const meeting = /^meetings\.(\d+)\./.exec(item);
  if (meeting) return t('checklistMeeting', { number: Number(meeting[1]) + 1 });
  const key = checklistItemLabelKeys[item];
  return key ? t(key) : item;
}

/**
 * Where a checklist item is fixed: a requirement section's own page (its field names the
 * subpage), or the Build page with the field to focus.
 */
function checklistItemPath(projectId: number, entry: ChecklistEntry): string {
  const page = `/projects/${projectId}/build/${entry.page}`;
  if (!entry.field) return page;
  if (entry.page === 'submission-requirements') return `${page}/${entry.field}`;
  return `${page}?field=${encodeURIComponent(entry.field)}`;
}

/** Each missing item with what to do, linking to the page and field that fixes it. */
function Checklist({ projectId, items }: { projectId: number; items: ChecklistEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="publish-checklist">
      <Alert color="yellow">{t('checklistIntro', { count: items.length })}</Alert>
      <List spacing="xs">
        {items.map((entry) => (
          <List.Item key={`${entry.item}-${entry.key}`}>
            <Anchor
              component={Link}
              to={checklistItemPath(projectId, entry)}
              fw={500}
              data-testid={`checklist-item-${entry.item}`}
            >
              {itemLabel(entry.item, t)}
            </Anchor>
            <Text span size="sm" c="dimmed">
              {' — '}
              {isMessageKey(entry.key) ? t(entry.key) : entry.key}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * /projects/:id/build/publish: the publish checklist of the saved project (GET /Projects/Checklist)
 * and, once nothing is missing, the ways to publish that its status and the user's rights allow.
 */
export function BuildPublishPage() {
  const { t } = useTranslation();
  const { project, form, timeZone, saveRequired } = useProjectForm();
  const checklist = useChecklist(project.id, project.version);
  const allowed = useActionAllowed(project.allowedActions);
  const status = useStatusChange();

  const publishLocal = form.getInitialValues().tender.dateAvailable;
  const publishAhead = (() => {
    try {
      return publishLocal !== '' && zonedLocalToUtc(publishLocal, timeZone).getTime() > Date.now();
    } catch {
      return false;
    }
  })();

  const buttons = (
    [
      {
        action: 'publishPlanned',
        target: 'Planned',
        label: 'publishPlannedNotice',
        testId: 'publish-planned-notice',
      },
      { action: 'publishNow', target: 'Open', label: 'publishNow', testId: 'publish-now' },
      {
        action: 'schedulePublish',
        target: 'Open_Scheduled',
        label: 'publishSchedule',
        testId: 'publish-schedule',
      },
      {
        action: 'sendForApproval',
        target: 'Request_for_Approval',
        label: 'publishSendForApproval',
        testId: 'publish-send-approval',
      },
    ] as const
  ).filter((button) => {
    if (!allowed(button.action)) return false;
    if (button.action === 'schedulePublish') return publishAhead;
    // A planned notice is published as Planned; an ordinary project never is.
    if (button.action === 'publishPlanned') return project.isPlanned;
    if (button.action === 'publishNow' || button.action === 'sendForApproval') return !project.isPlanned;
    return true;
  });

  function content() {
    if (checklist.isPending) return <PageLoader />;
    if (checklist.isError) {
      return (
        <ErrorState
          title={t('checklistLoadFailed')}
          message={checklist.error.message}
          onRetry={() => void checklist.refetch()}
        />
      );
    }
    if (checklist.data.length > 0) return <Checklist projectId={project.id} items={checklist.data} />;
    return (
      <Stack gap="sm">
        <Alert color="green" data-testid="publish-ready">
          {t('checklistReady')}
        </Alert>
        {buttons.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="publish-nothing-allowed">
            {t('publishNothingAllowed')}
          </Text>
        ) : null}
      </Stack>
    );
  }

  const ready = checklist.data?.length === 0;
  return (
    <Stack>
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>{t('buildPagePublish')}</Title>
            <Group gap="xs">
              <Text size="sm">{t('publishCurrentStatus')}</Text>
              <Badge color={statusColors[project.status]} data-testid="publish-status">
                {t(statusLabelKeys[project.status])}
              </Badge>
            </Group>
          </Group>
          {saveRequired ? (
            <Alert color="yellow" role="alert" data-testid="publish-save-first">
              {t('publishSaveFirst')}
            </Alert>
          ) : null}
          {content()}
          <Group>
            {ready
              ? buttons.map((button) => (
                  <Button
                    key={button.action}
                    disabled={saveRequired || status.pending !== null}
                    loading={status.pending === button.target}
                    onClick={() => void status.change(button.target).then(() => checklist.refetch())}
                    data-testid={button.testId}
                  >
                    {t(button.label)}
                  </Button>
                ))
              : null}
            {allowed('returnToDesign') ? (
              <Button
                variant="default"
                disabled={status.pending !== null}
                loading={status.pending === 'Design_Mode_Pending'}
                onClick={() => void status.change('Design_Mode_Pending')}
                data-testid="publish-return-design"
              >
                {t('publishReturnToDesign')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
