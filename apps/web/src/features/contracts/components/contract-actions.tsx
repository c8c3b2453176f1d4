import { Button } from '@mantine/core';
import { type Contract, type ContractAction, projectMayStartContract } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import { projectKeys, ReasonDialog, useProjectForm } from '../../projects/index.ts';
import { changeContractStatus, useContractCache } from '../api/contracts-queries.ts';
import { contractAllows, useContractOfProject } from '../contract-rules.ts';
import { contractStatusLabelKeys } from '../presenters.ts';
import { StartContractModal } from './start-contract-modal.tsx';

type StatusAction = Exclude<ContractAction, 'start'>;

/**
 * The project's contract and its status actions (Close, Cancel, Archive; 000 §4) for the header
 * and the project menu. The answer replaces the cached contract; a refusal is notified and the
 * contract read again, since it may have moved on.
 */
export function useContractStatusActions() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { project } = useProjectForm();
  const contract = useContractOfProject(project);
  const cache = useContractCache(project.id);
  const [pending, setPending] = useState<StatusAction | null>(null);

  async function change(action: StatusAction, reason = ''): Promise<boolean> {
    if (!contract) return false;
    setPending(action);
    try {
      const next = await changeContractStatus(node, contract.id, action, reason);
      cache.put(next);
      if (next) notifySaved(t('contractStatusChanged', { status: t(contractStatusLabelKeys[next.status]) }));
      return true;
    } catch (error) {
      notifyRefusal(error);
      cache.put(null);
      return false;
    } finally {
      setPending(null);
    }
  }

  /** Archive Contract, from the project menu: a closed contract is put away for good. */
  function askArchive() {
    confirmAction({
      title: t('contractArchiveTitle'),
      message: t('contractArchiveConfirm'),
      confirmLabel: t('contractArchiveAction'),
      onConfirm: () => void change('archive'),
    });
  }

  return {
    contract,
    pending,
    change,
    askArchive,
    allows: (action: ContractAction) => contractAllows(contract, action),
  };
}

/** Cancel Contract, from the project menu, with an optional reason (as the project's Cancel). */
export function CancelContractDialog({
  opened,
  onClose,
  onCancel,
}: {
  opened: boolean;
  onClose: () => void;
  onCancel: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('contractCancelAction')}
      message={t('contractCancelMessage')}
      confirmLabel={t('contractCancelAction')}
      onSubmit={onCancel}
    />
  );
}

/**
 * The header's contract actions (000 §2): Start Contract once the project is awarded (or is a
 * contract-only project) and its contract is not started yet, then Close Contract while it is
 * Active. Unsaved Build changes are saved first: starting moves the project into its Contract
 * phase, and a later save of the older version would be refused.
 */
export function ContractActions() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { project, form, save } = useProjectForm();
  const { contract, pending, change, allows } = useContractStatusActions();
  const cache = useContractCache(project.id);
  const canAct = useRouteAccess('project.contract')?.canAct ?? true;
  const [starting, setStarting] = useState(false);
  const mayStart =
    canAct &&
    contract !== undefined &&
    projectMayStartContract(project) &&
    (contract === null || allows('start'));

  async function openStart() {
    if (form.isDirty()) {
      await save();
      // A refused save shows its own message on the page; the contract waits for it.
      if (form.isDirty()) return;
    }
    setStarting(true);
  }

  function started(next: Contract | null) {
    setStarting(false);
    cache.put(next);
    notifySaved(t('contractStarted'));
    void client.invalidateQueries({
      queryKey: projectKeys.project(node.customerId, node.nodeId, project.id),
    });
    void navigate(`/projects/${project.id}/contract/dates`);
  }

  function askClose() {
    confirmAction({
      title: t('contractCloseTitle'),
      message: t('contractCloseConfirm'),
      confirmLabel: t('contractCloseAction'),
      onConfirm: () => void change('close'),
    });
  }

  return (
    <>
      {mayStart ? (
        <Button onClick={() => void openStart()} data-testid="action-start-contract">
          {t('contractStartAction')}
        </Button>
      ) : null}
      {allows('close') ? (
        <Button
          variant="default"
          loading={pending === 'close'}
          onClick={askClose}
          data-testid="action-close-contract"
        >
          {t('contractCloseAction')}
        </Button>
      ) : null}
      {starting ? (
        <StartContractModal
          projectId={project.id}
          contract={contract ?? null}
          onClose={() => setStarting(false)}
          onStarted={started}
        />
      ) : null}
    </>
  );
}
