import { evaluationRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import {
  type EvaluationSupplier,
  setSupplierStatus,
  useEvaluationCache,
} from '../api/evaluations-queries.ts';

/** Disqualifies a supplier with the reason, which the record keeps; it then ranks no more. */
export function DisqualifyModal({
  projectId,
  evaluationId,
  supplier,
  onClose,
}: {
  projectId: number;
  evaluationId: number;
  supplier: EvaluationSupplier;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEvaluationCache(projectId);
  return (
    <ReasonModal
      title={t('evaluationDisqualifyTitle', { company: supplier.companyName })}
      hint={t('evaluationDisqualifyHint')}
      label={t('evaluationDisqualifyReason')}
      maxLength={evaluationRules.commentMax}
      required={t('evaluationReasonRequired')}
      reasonKeys={['evaluationReasonRequired', 'evaluationCommentTooLong']}
      saveLabel={t('evaluationDisqualify')}
      done={t('evaluationSupplierDisqualified', { company: supplier.companyName })}
      onSave={async (reason) =>
        cache.put(
          await setSupplierStatus(node, evaluationId, supplier.submissionId, {
            status: 'Disqualified',
            reason,
          }),
        )
      }
      onClose={onClose}
    />
  );
}
