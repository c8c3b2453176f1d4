import { Button, Center, Group, Loader, Menu, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { withHeadStyleNonce } from '../../../platform/csp-nonce.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { CopyIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '../../../ui/page-states.tsx';
import { ContractActions } from '../../contracts/index.ts';
import {
  fetchPreview,
  fetchProjectLink,
  type ProjectLinkKind,
  useActionAllowed,
  useProjectForm,
  useStatusChange,
} from '../../projects/index.ts';
import { AwardAction } from './award-action.tsx';

const linkLabels = { share: 'copyShareLink', html: 'copyHtmlLink', webDemo: 'copyWebDemoLink' } as const;

/**
 * Copies one of the project's public links (001 §8: a success or error notice; a missing link is
 * only logged, since there is nothing the user could do about it).
 */
function useCopyLink() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { project } = useProjectForm();
  return async (kind: ProjectLinkKind) => {
    const url = await fetchProjectLink(node, project.id, kind).catch(() => null);
    if (url === null) {
      console.warn(`No ${kind} link for project ${project.id}`);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ title: t('successTitle'), message: t('successfulCopyMessage'), color: 'green' });
    } catch {
      notifications.show({ title: t('errorTitle'), message: t('copyLinkFailed'), color: 'red' });
    }
  };
}

/**
 * The public view as suppliers will see it, in a sandboxed frame (no scripts run). The frame
 * inherits this page's policy, so the server page's own style block gets the page's nonce.
 */
function PreviewModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { project } = useProjectForm();
  const preview = useQuery({
    queryKey: ['projects', node.customerId, node.nodeId, 'preview', project.id, project.version],
    queryFn: ({ signal }) => fetchPreview(node, project.id, signal),
    enabled: opened,
    staleTime: 0,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('previewTitle')}
      size="90%"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {preview.isPending ? (
        <Center h={200}>
          <Loader />
        </Center>
      ) : preview.isError ? (
        <ErrorState
          title={t('previewFailed')}
          message={preview.error.message}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <iframe
          title={t('previewTitle')}
          srcDoc={withHeadStyleNonce(preview.data)}
          sandbox=""
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="project-preview-frame"
        />
      )}
    </Modal>
  );
}

/**
 * The project's actions (000 §2): Preview, Publish (to the publish page and its checklist),
 * Publish Planned Project, Award, Start and Close Contract, and copying its public links.
 */
export function ProjectActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { project } = useProjectForm();
  const allowed = useActionAllowed(project.allowedActions);
  const status = useStatusChange();
  const copyLink = useCopyLink();
  const [previewing, setPreviewing] = useState(false);
  const canAward = useRouteAccess('project.award')?.canAct ?? true;
  const canPublish = (['publishNow', 'schedulePublish', 'sendForApproval', 'publishPlanned'] as const).some(
    (action) => allowed(action),
  );

  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => setPreviewing(true)} data-testid="action-preview">
        {t('previewAction')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<CopyIcon size={16} />} data-testid="action-links">
            {t('copyLinks')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {(Object.keys(linkLabels) as ProjectLinkKind[]).map((kind) => (
            <Menu.Item key={kind} onClick={() => void copyLink(kind)} data-testid={`copy-link-${kind}`}>
              {t(linkLabels[kind])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {allowed('completePlanned') ? (
        <Button
          loading={status.pending === 'Open'}
          onClick={() =>
            confirmAction({
              title: t('publishPlannedTitle'),
              message: t('publishPlannedConfirm'),
              confirmLabel: t('publishPlannedAction'),
              onConfirm: () => void status.change('Open'),
            })
          }
          data-testid="action-publish-planned"
        >
          {t('publishPlannedAction')}
        </Button>
      ) : null}
      {allowed('award') && canAward ? <AwardAction /> : null}
      <ContractActions />
      {canPublish ? (
        <Button
          onClick={() => void navigate(`/projects/${project.id}/build/publish`)}
          data-testid="action-publish"
        >
          {t('publishAction')}
        </Button>
      ) : null}
      <PreviewModal opened={previewing} onClose={() => setPreviewing(false)} />
    </Group>
  );
}
