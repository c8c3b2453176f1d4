import { Button, Menu } from '@mantine/core';
import { createPermissionFor, type Project, type ProjectAction } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { confirmLeave } from '../../../ui/leave-guard.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { CancelContractDialog, useContractStatusActions } from '../../contracts/index.ts';
import {
  ConvertDialog,
  CopyProjectDialog,
  convertProject,
  copyProject,
  deleteProject,
  projectKeys,
  ReasonDialog,
  useActionAllowed,
  useHolds,
  useProjectForm,
  useStatusChange,
} from '../../projects/index.ts';

type Dialog = 'copy' | 'template' | 'cancel' | 'terminate' | 'convert' | 'cancelContract' | null;

/**
 * The project menu (000 §2): Copy, Save as Template, Cancel and Terminate with an optional reason,
 * Archive, Convert (a planned notice) and Delete Project; Cancel and Archive Contract. Each item is
 * offered when the project's (or contract's) status allows it (allowedActions) and the user holds
 * the right.
 */
export function ProjectMenu() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { project, saveRequired } = useProjectForm();
  const holds = useHolds();
  const allowed = useActionAllowed(project.allowedActions);
  const status = useStatusChange();
  const contract = useContractStatusActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  // A new project leaves this one: unsaved changes here are asked about first.
  const openProject = (created: Project) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.searches(node.customerId, node.nodeId) });
    const go = () => void navigate(`/projects/${created.id}/build/settings`);
    if (saveRequired) confirmLeave(go);
    else go();
  };

  const canCopy = holds(createPermissionFor(project.procurementMethod, project.isPlanned));
  const item = (action: ProjectAction) => ({ disabled: !allowed(action) });

  function askDelete() {
    confirmAction({
      title: t('deleteProjectTitle'),
      message: t('deleteProjectConfirm', { name: project.name }),
      confirmLabel: t('deleteProject'),
      danger: true,
      onConfirm: () =>
        void deleteProject(node, project.id).then(() => {
          notifySaved(t('projectDeleted'));
          queryClient.removeQueries({
            queryKey: projectKeys.project(node.customerId, node.nodeId, project.id),
          });
          void queryClient.invalidateQueries({
            queryKey: projectKeys.searches(node.customerId, node.nodeId),
          });
          void navigate('/projects');
        }),
    });
  }

  function askArchive() {
    confirmAction({
      title: t('archiveProjectTitle'),
      message: t('archiveProjectConfirm'),
      confirmLabel: t('archiveProject'),
      onConfirm: () => void status.change('Archived'),
    });
  }

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <Button variant="default" data-testid="project-menu">
            {t('projectMenu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item disabled={!canCopy} onClick={() => setDialog('copy')} data-testid="menu-copy">
            {t('copyProject')}
          </Menu.Item>
          <Menu.Item
            disabled={!holds('TEMPLATE_CREATE')}
            onClick={() => setDialog('template')}
            data-testid="menu-save-template"
          >
            {t('saveAsTemplate')}
          </Menu.Item>
          {project.isPlanned ? (
            <Menu.Item disabled={!canCopy} onClick={() => setDialog('convert')} data-testid="menu-convert">
              {t('convertProject')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item {...item('cancel')} onClick={() => setDialog('cancel')} data-testid="menu-cancel">
            {t('cancelProject')}
          </Menu.Item>
          <Menu.Item
            {...item('terminate')}
            onClick={() => setDialog('terminate')}
            data-testid="menu-terminate"
          >
            {t('terminateProject')}
          </Menu.Item>
          <Menu.Item {...item('archive')} onClick={askArchive} data-testid="menu-archive">
            {t('archiveProject')}
          </Menu.Item>
          {contract.allows('cancel') || contract.allows('archive') ? <Menu.Divider /> : null}
          {contract.allows('cancel') ? (
            <Menu.Item onClick={() => setDialog('cancelContract')} data-testid="menu-cancel-contract">
              {t('contractCancelAction')}
            </Menu.Item>
          ) : null}
          {contract.allows('archive') ? (
            <Menu.Item onClick={contract.askArchive} data-testid="menu-archive-contract">
              {t('contractArchiveAction')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item {...item('delete')} color="red" onClick={askDelete} data-testid="menu-delete">
            {t('deleteProject')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <CopyProjectDialog
        key={`copy-${dialog}`}
        opened={dialog === 'copy' || dialog === 'template'}
        onClose={close}
        title={dialog === 'template' ? t('saveAsTemplate') : t('copyProject')}
        confirmLabel={dialog === 'template' ? t('saveAsTemplate') : t('copyProject')}
        initialName={t('copyOfName', { name: project.name })}
        onSubmit={async (choice) => {
          const created = await copyProject(node, {
            projectId: project.id,
            name: choice.name,
            number: choice.number,
            type: dialog === 'template' ? 'TEMPLATE' : 'SOURCE',
            copyFormsInstructions: choice.copyFormsInstructions,
          });
          notifySaved(dialog === 'template' ? t('templateSaved') : t('projectCopied'));
          openProject(created);
        }}
      />
      <ReasonDialog
        opened={dialog === 'cancel' || dialog === 'terminate'}
        onClose={close}
        title={dialog === 'terminate' ? t('terminateProject') : t('cancelProject')}
        message={dialog === 'terminate' ? t('terminateProjectMessage') : t('cancelProjectMessage')}
        confirmLabel={dialog === 'terminate' ? t('terminateProject') : t('cancelProject')}
        onSubmit={async (reason) =>
          (await status.change(dialog === 'terminate' ? 'Terminated' : 'Cancelled', {
            reason: reason || undefined,
          })) !== null
        }
      />
      <CancelContractDialog
        opened={dialog === 'cancelContract'}
        onClose={close}
        onCancel={(reason) => contract.change('cancel', reason)}
      />
      <ConvertDialog
        opened={dialog === 'convert'}
        onClose={close}
        onSubmit={async (copyForms) => {
          try {
            openProject(await convertProject(node, project.id, copyForms));
            return true;
          } catch {
            return false;
          }
        }}
      />
    </>
  );
}
