import { Button, Tooltip } from '@mantine/core';
import type { SubmissionDetail } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { completedSubmissionUrl } from '../api/exports-queries.ts';

/** The drawer's CompletedSubmission download: a complete bid whose two parts are unsealed. */
export function CompletedSubmissionButton({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  if (detail.status !== 'complete' || detail.isNoBid) return null;
  const sealed = detail.answers === null || detail.prices === null;
  const button = (
    <Button
      component="a"
      size="xs"
      variant="default"
      href={sealed ? undefined : completedSubmissionUrl(node, detail.id)}
      disabled={sealed}
      data-testid="completed-submission-export"
    >
      {t('exportsCompletedSubmission')}
    </Button>
  );
  return sealed ? <Tooltip label={t('exportsCompletedSubmissionSealed')}>{button}</Tooltip> : button;
}
