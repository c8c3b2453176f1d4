import {
  type IntakeSourceMethod,
  intakeSourceMethods,
  intakeStatuses,
  type ProcurementMethod,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { PageLoader } from '../../../../ui/page-states.tsx';
import { intakeKeys, useIntakeRequest } from '../../api/intake-queries.ts';
import { IntakeDraftBlocked, IntakeDraftCard } from './intake-draft-card.tsx';

export type WizardIntake = {
  /** The request the project is made from (?intakeRequestId), or null for an ordinary project. */
  intakeRequestId: number | null;
  /** The name to start with: the request's project name, once it has loaded. */
  projectName: string | null;
  /** Whether the project may be created now: loaded, approved, and no project made from it yet. */
  ready: boolean;
  /** The card (or the reason it cannot go on) shown above the wizard's choices. */
  panel: ReactNode;
  /** The methods a project from intake may use (000 §4: Public or Limited). */
  allows: (method: ProcurementMethod) => boolean;
  /** After the project is made, the request (now with its project) is stale. */
  onCreated: () => void;
};

const isIntakeMethod = (method: ProcurementMethod): method is IntakeSourceMethod =>
  (intakeSourceMethods as readonly string[]).includes(method);

/**
 * The new-project wizard's part of intake (001 §3 new project draft from intake): the request of
 * ?intakeRequestId, what the project will receive from it, and what blocks it (not approved, a
 * project already made), in the catalogue's words, which are the server's.
 */
export function useWizardIntake(enabled: boolean): WizardIntake {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const raw = enabled ? params.get('intakeRequestId') : null;
  const parsed = raw === null ? null : Number(raw);
  const intakeRequestId = parsed !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const request = useIntakeRequest(intakeRequestId ?? 0);
  const onCreated = () => void queryClient.invalidateQueries({ queryKey: intakeKeys.all(node) });

  if (raw === null) {
    return {
      intakeRequestId: null,
      projectName: null,
      ready: true,
      panel: null,
      allows: () => true,
      onCreated,
    };
  }
  const base = { intakeRequestId, projectName: null, ready: false, allows: isIntakeMethod, onCreated };
  if (intakeRequestId === null)
    return { ...base, panel: <IntakeDraftBlocked message={t('intakeRequestNotFound')} /> };
  if (request.isPending) return { ...base, panel: <PageLoader /> };
  if (request.isError) return { ...base, panel: <IntakeDraftBlocked message={request.error.message} /> };
  const data = request.data;
  if (data === null) return { ...base, panel: <IntakeDraftBlocked message={t('intakeRequestNotFound')} /> };
  const blocked =
    data.projectId !== null
      ? t('intakeProjectExists')
      : data.projectDetail.status !== intakeStatuses.approved
        ? t('intakeNotApproved')
        : null;
  return {
    ...base,
    projectName: data.projectDetail.projectName,
    ready: blocked === null,
    panel: (
      <>
        <IntakeDraftCard request={data} />
        {blocked ? <IntakeDraftBlocked message={blocked} /> : null}
      </>
    ),
  };
}
