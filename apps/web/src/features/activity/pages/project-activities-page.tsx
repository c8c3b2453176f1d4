import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { useClearActivity } from '../api/activity-queries.ts';
import { ActivityFeed } from '../components/activity-feed.tsx';

/**
 * /projects/{id}/activities: what happened on the project (000 §2 activity feed): the feed with its
 * filters, paging and export, and "clear all", which hides the events before now for everyone
 * (they stay in the audit trail).
 */
export function ProjectActivitiesPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  useDocumentTitle(t('activityPageTitle', { number: project.number }));
  const mayClear = useRouteAccess('project.build')?.canAct ?? false;
  const clear = useClearActivity(project.id);
  return (
    <ActivityFeed
      scope={{ kind: 'project', projectId: project.id }}
      subtitle={`${project.number} · ${project.name}`}
      actions={
        <Button
          color="red"
          variant="light"
          disabled={!mayClear}
          loading={clear.isPending}
          onClick={() =>
            confirmAction({
              title: t('activityClearTitle'),
              message: t('activityClearConfirm'),
              confirmLabel: t('activityClearAll'),
              danger: true,
              onConfirm: () => clear.mutate(),
            })
          }
        >
          {t('activityClearAll')}
        </Button>
      }
    />
  );
}
