import { Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  type PerformanceStatus,
  type PerformanceStatusLog,
  performanceStatusLogInputSchema,
  performanceStatusLogRules,
  statusLogProblems,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import { ModalFormFooter } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import {
  createStatusLog,
  updateStatusLog,
  usePerformanceStatuses,
  useStatusLogRefresh,
} from '../api/status-log-queries.ts';
import { DayField } from '../evaluations/day-field.tsx';
import { performanceStatusLabelKeys } from '../evaluations/presenters.ts';

type Fields = { status: PerformanceStatus | ''; comments: string; startDate: string; endDate: string };

/** Where the server's refusals show; the others (a second active status, a duplicate) go above the buttons. */
const fieldOfKey = {
  performanceStatusInvalid: 'status',
  performanceStatusCommentsRequired: 'comments',
  performanceStatusDatesRequired: 'startDate',
  performanceStatusEndBeforeStart: 'endDate',
};

/** The end-before-start rule as the dates are typed (the contract's statusLogProblems). */
function liveProblems(fields: Fields): Record<string, string> {
  if (fields.startDate === '' || fields.endDate === '') return {};
  return Object.fromEntries(statusLogProblems(fields).map((p) => [p.field, i18n.t(p.key)]));
}

/**
 * Adds or changes a supplier's performance status (000 §3, §5: comments, a valid status, start
 * and end, the end not before the start). A history entry is changed with fromHistory.
 */
export function StatusLogModal({
  vendorId,
  log,
  fromHistory = false,
  onClose,
}: {
  vendorId: number;
  log: PerformanceStatusLog | null;
  fromHistory?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const statuses = usePerformanceStatuses();
  const refresh = useStatusLogRefresh(vendorId);
  const [fields, setFields] = useState<Fields>({
    status: log?.status ?? '',
    comments: log?.comments ?? '',
    startDate: log?.startDate ?? '',
    endDate: log?.endDate ?? '',
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const body = {
    vendorId,
    status: fields.status as PerformanceStatus,
    comments: fields.comments,
    startDate: fields.startDate,
    endDate: fields.endDate,
    complete: log?.complete ?? false,
  };
  // The dates' order shows as they are typed; every rule shows once a save was tried.
  const problems = {
    ...(attempted ? schemaErrors(performanceStatusLogInputSchema, body) : {}),
    ...liveProblems(fields),
  };
  const errors = { ...problems, ...serverErrors };
  const change = (patch: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  async function submit() {
    setAttempted(true);
    const now = { ...schemaErrors(performanceStatusLogInputSchema, body), ...liveProblems(fields) };
    if (Object.keys(now).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await (log ? updateStatusLog(node, { ...body, id: log.id }, fromHistory) : createStatusLog(node, body));
      notifySaved(t(log ? 'perfStatusSaved' : 'perfStatusAdded'));
      void refresh();
      onClose();
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={log ? t('perfStatusEditTitle') : t('perfStatusAddTitle')}
      data-testid="status-log-modal"
    >
      <Stack>
        <Select
          label={t('perfStatusLabel')}
          required
          data={(statuses.data ?? []).map((status) => ({
            value: status,
            label: t(performanceStatusLabelKeys[status]),
          }))}
          value={fields.status === '' ? null : fields.status}
          onChange={(value) => change({ status: (value ?? '') as Fields['status'] })}
          placeholder={statuses.isPending ? t('loading') : undefined}
          error={errors.status}
          data-testid="status-log-status"
        />
        <SimpleGrid cols={2}>
          <DayField
            label={t('perfStatusStart')}
            required
            value={fields.startDate}
            onChange={(startDate) => change({ startDate })}
            error={errors.startDate}
            testId="status-log-start"
          />
          <DayField
            label={t('perfStatusEnd')}
            required
            value={fields.endDate}
            onChange={(endDate) => change({ endDate })}
            error={errors.endDate}
            testId="status-log-end"
          />
        </SimpleGrid>
        <Textarea
          label={t('perfStatusComments')}
          required
          autosize
          minRows={3}
          maxLength={performanceStatusLogRules.commentsMax}
          value={fields.comments}
          onChange={(event) => change({ comments: event.currentTarget.value })}
          error={errors.comments}
          data-testid="status-log-comments"
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          saveTestId="status-log-save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
