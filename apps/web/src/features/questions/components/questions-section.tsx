import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  canIssueAddendum,
  type Project,
  type QuestionStatus,
  questionRules,
  type VendorQuestion,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { saveFile } from '../../../platform/api/save-file.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import {
  addendumFromQuestions,
  exportVendorQuestions,
  questionKeys,
  useVendorQuestions,
} from '../api/questions-queries.ts';
import { issueWithConfirmation } from './issue-addendum.tsx';
import { AddQuestionModal, AnswerModal, PublishModal } from './question-modals.tsx';

const pageSize = questionRules.defaultPageSize;

/**
 * The source's questions: a page of them (status filter, company, asked, status badge), the answer
 * form, entering a question received another way, and, for the chosen ones, the xlsx export and
 * publishing in an addendum.
 */
export function QuestionsSection({ project, tenderId }: { project: Project; tenderId: number }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QuestionStatus | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [answering, setAnswering] = useState<VendorQuestion | null>(null);
  const [adding, setAdding] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const questions = useVendorQuestions(tenderId, status, (page - 1) * pageSize, pageSize);
  const canAct = project.canEdit;
  const reload = async () => {
    await queryClient.invalidateQueries({
      queryKey: questionKeys.all(node.customerId, node.nodeId, tenderId),
    });
    await queryClient.invalidateQueries({
      queryKey: questionKeys.addenda(node.customerId, node.nodeId, tenderId),
    });
  };
  const rows = questions.data?.values ?? [];
  const chosen = [...selected];

  function toggle(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function exportChosen() {
    const blob = await exportVendorQuestions(node, chosen);
    saveFile(blob, `Vendor Questions - ${project.number || project.name}.xlsx`);
  }

  async function publish(title: string): Promise<string | null> {
    try {
      const issued = await issueWithConfirmation((confirmWithdraw) =>
        addendumFromQuestions(node, { tenderId, questionIds: chosen, title, confirmWithdraw }),
      );
      if (issued) {
        notifySaved();
        setSelected(new Set());
        setPublishing(false);
        await reload();
      }
      return null;
    } catch (error) {
      return isApiError(error) ? error.messages.join(' ') : t('unknownError');
    }
  }

  let content: ReactNode;
  if (questions.isPending) content = <PageLoader />;
  else if (questions.isError)
    content = <ErrorState title={t('questionsLoadFailed')} onRetry={() => void questions.refetch()} />;
  else if (rows.length === 0)
    content = <EmptyResult title={status ? t('questionsEmptyFiltered') : t('questionsEmpty')} />;
  else
    content = (
      <Stack gap="xs">
        <Table striped aria-label={t('questionsHeading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label={t('questionsSelectAll')}
                  checked={rows.every((row) => selected.has(row.id))}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    for (const row of rows) toggle(row.id, on);
                  }}
                />
              </Table.Th>
              <Table.Th>{t('questionsColumnCompany')}</Table.Th>
              <Table.Th>{t('questionsColumnQuestion')}</Table.Th>
              <Table.Th>{t('questionsColumnAskedAt')}</Table.Th>
              <Table.Th>{t('questionsColumnStatus')}</Table.Th>
              <Table.Th>{t('questionsColumnAddendum')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('questionsSelect', { id: row.id })}
                    checked={selected.has(row.id)}
                    onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.companyName}</Text>
                  {row.enteredByBuyer ? (
                    <Badge size="xs" variant="outline">
                      {t('questionsEnteredByBuyer')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td maw={420}>
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    {row.question}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(row.askedAt)}</Text>
                  {row.isLate ? (
                    <Badge size="xs" color="orange">
                      {t('questionsLate')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={row.status === 'Complete' ? 'green' : 'gray'}>
                    {row.status === 'Complete'
                      ? t('questionsStatusComplete')
                      : t('questionsStatusIncomplete')}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.addendumNumber ?? ''}</Table.Td>
                <Table.Td>
                  {canAct ? (
                    <Button size="xs" variant="light" onClick={() => setAnswering(row)}>
                      {t('questionsAnswer')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Pager page={page} total={questions.data.total} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={3}>{t('questionsHeading')}</Title>
        <SegmentedControl
          aria-label={t('questionsStatusFilter')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : (value as QuestionStatus));
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('questionsStatusAll') },
            { value: 'Incomplete', label: t('questionsStatusIncomplete') },
            { value: 'Complete', label: t('questionsStatusComplete') },
          ]}
        />
      </Group>
      <Group gap="xs">
        {canAct ? (
          <Button variant="default" onClick={() => setAdding(true)}>
            {t('questionsAdd')}
          </Button>
        ) : null}
        <Button variant="default" disabled={chosen.length === 0} onClick={() => void exportChosen()}>
          {t('questionsExport')}
        </Button>
        {canAct && canIssueAddendum(project.status) ? (
          <Button disabled={chosen.length === 0} onClick={() => setPublishing(true)}>
            {t('questionsPublish')}
          </Button>
        ) : null}
      </Group>
      {content}
      {answering ? (
        <AnswerModal question={answering} onClose={() => setAnswering(null)} onSaved={reload} />
      ) : null}
      {adding ? (
        <AddQuestionModal tenderId={tenderId} onClose={() => setAdding(false)} onSaved={reload} />
      ) : null}
      {publishing ? (
        <PublishModal count={chosen.length} onClose={() => setPublishing(false)} onPublish={publish} />
      ) : null}
    </Stack>
  );
}
