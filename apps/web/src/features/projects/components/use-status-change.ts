import { notifications } from '@mantine/notifications';
import type { Project, ProjectStatus } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { changeProjectStatus, projectKeys } from '../api/project-queries.ts';
import { statusLabelKeys } from '../presenters.ts';
import { useProjectForm } from './project-form-context.tsx';

/**
 * Runs a status call (PUT /Projects/status) and reloads the project after it (001 §4). A refusal
 * shows the server's message through the client's notification; the caller learns whether it worked.
 */
export function useStatusChange() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const { project, replaceProject } = useProjectForm();
  const [pending, setPending] = useState<ProjectStatus | null>(null);

  async function change(
    status: ProjectStatus,
    details: { reason?: string | undefined; confirmNoAward?: boolean } = {},
  ): Promise<Project | null> {
    setPending(status);
    try {
      const next = await changeProjectStatus(node, project.id, status, details);
      replaceProject(next);
      await queryClient.invalidateQueries({
        queryKey: projectKeys.project(node.customerId, node.nodeId, project.id),
      });
      notifications.show({
        title: t('successTitle'),
        message: t('projectStatusChanged', { status: t(statusLabelKeys[next.status]) }),
        color: 'green',
      });
      return next;
    } catch {
      // The project may have moved on (or the checklist changed): show what the server holds now.
      await queryClient.invalidateQueries({
        queryKey: projectKeys.project(node.customerId, node.nodeId, project.id),
      });
      await queryClient.invalidateQueries({
        queryKey: ['projects', node.customerId, node.nodeId, 'checklist', project.id],
      });
      return null;
    } finally {
      setPending(null);
    }
  }

  return { change, pending };
}
