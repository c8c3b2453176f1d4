import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { AnsweredForm, SubmissionDetail } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { CompletedSubmissionButton } from '../../exports/index.ts';
import { type SupplierEntry, SupplierFormView } from '../../forms/index.ts';
import { fileUrl, saveComments, useSubmission } from '../api/submissions-queries.ts';

/** A supplier's entry as SupplierFormView reads it: values by row, then column. */
function entryOf(answered: AnsweredForm): SupplierEntry {
  const values: Record<number, Record<number, string>> = {};
  for (const cell of answered.entry.cells) {
    if (cell.value === null) continue;
    values[cell.rowId] = { ...values[cell.rowId], [cell.columnId]: cell.value };
  }
  return { addedRowIds: answered.entry.addedRowIds, values };
}

const ignore = () => {};

function AnsweredForms({ forms }: { forms: AnsweredForm[] }) {
  return (
    <Stack>
      {forms.map((answered) => (
        <Stack key={answered.form.table.id} gap="xs">
          <Title order={5}>{answered.form.table.name}</Title>
          <SupplierFormView form={answered.form} entry={entryOf(answered)} onChange={ignore} readOnly />
        </Stack>
      ))}
    </Stack>
  );
}

function Comments({
  detail,
  canAct,
  onSaved,
}: {
  detail: SubmissionDetail;
  canAct: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [text, setText] = useState(detail.privateComments);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveComments(node, detail.id, text);
      notifySaved();
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('submissionsPrivateComments')}
        description={t('submissionsPrivateCommentsHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        readOnly={!canAct}
        error={error}
        autosize
        minRows={2}
      />
      {canAct ? (
        <Group>
          <Button
            size="xs"
            onClick={() => void save()}
            loading={busy}
            disabled={text === detail.privateComments}
          >
            {t('submissionsSaveComments')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** One submission: what is not sealed, its answers and files once unsealed, its price forms once unsealed. */
export function SubmissionDrawer({
  tenderId,
  submissionId,
  canAct,
  onClose,
  onChanged,
}: {
  tenderId: number;
  submissionId: number | null;
  canAct: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const detail = useSubmission(tenderId, submissionId);
  let body = <PageLoader />;
  if (detail.isError) {
    body = (
      <ErrorState
        title={t('submissionsLoadFailed')}
        message={detail.error.message}
        onRetry={() => void detail.refetch()}
      />
    );
  } else if (detail.data) {
    const d = detail.data;
    body = (
      <Stack>
        <Group gap="xs">
          <Badge>{t(`submissionsStatus_${d.status}`)}</Badge>
          {d.isHardCopy ? <Badge color="gray">{t('submissionsHardCopy')}</Badge> : null}
          {d.isNoBid ? <Badge color="orange">{t('submissionsNoBid')}</Badge> : null}
        </Group>
        <Text size="sm">
          {d.contactName} {d.contactEmail}
        </Text>
        {d.isNoBid && d.noBidReason ? <Text size="sm">{d.noBidReason}</Text> : null}
        {d.receiptHash ? (
          <Text size="xs" c="dimmed" data-testid="receipt-hash">
            {t('submissionsReceipt', { number: d.receiptNumber ?? '', hash: d.receiptHash })}
          </Text>
        ) : null}
        <Group>
          <CompletedSubmissionButton detail={d} />
        </Group>
        <Comments key={d.id} detail={d} canAct={canAct} onSaved={onChanged} />
        <Title order={4}>{t('submissionsAnswers')}</Title>
        {d.answers === null ? (
          <Alert color="gray" data-testid="submission-sealed">
            {t('submissionsPartSealed')}
          </Alert>
        ) : (
          <Stack>
            {d.answers.notes ? <Text size="sm">{d.answers.notes}</Text> : null}
            {d.answers.compliance.length > 0 ? (
              <Table>
                <Table.Tbody>
                  {d.answers.compliance.map((answer) => (
                    <Table.Tr key={answer.complianceItemId}>
                      <Table.Td>{answer.name}</Table.Td>
                      <Table.Td>{answer.answer}</Table.Td>
                      <Table.Td>{answer.comment}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
            {d.answers.bonds.map((bond) => (
              <Text size="sm" key={bond.bondId}>
                {bond.name}: {bond.reference}
              </Text>
            ))}
            {d.answers.files.length > 0 ? (
              <Stack gap={4}>
                <Text fw={500} size="sm">
                  {t('submissionsFiles')}
                </Text>
                {d.answers.files.map((file) => (
                  <Anchor key={file.id} href={fileUrl(node, d.id, file.id)} size="sm">
                    {file.uploadRequirementName ? `${file.uploadRequirementName}: ` : ''}
                    {file.fileName}
                  </Anchor>
                ))}
              </Stack>
            ) : null}
            <AnsweredForms forms={d.answers.forms} />
          </Stack>
        )}
        <Title order={4}>{t('submissionsPrices')}</Title>
        {d.prices === null ? (
          <Alert color="gray" data-testid="price-sealed">
            {t('submissionsPartSealed')}
          </Alert>
        ) : (
          <AnsweredForms forms={d.prices.forms} />
        )}
      </Stack>
    );
  }
  return (
    <Drawer
      opened={submissionId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={detail.data?.companyName ?? t('submissionsTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {submissionId !== null ? body : null}
    </Drawer>
  );
}
