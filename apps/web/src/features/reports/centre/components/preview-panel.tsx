import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import type { CustomData } from '@procura/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/client.ts';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { previewCustomReport } from '../api/custom-report-queries.ts';
import { columnLabel } from '../labels.ts';
import type { ReportDraft } from '../wizard-model.ts';

/**
 * The wizard's preview (POST /Report/CustomData): the definition's first rows as its file would
 * show them, and how many rows it holds. A preview of an earlier draft is not shown as this one's.
 */
export function PreviewPanel({ draft, ready }: { draft: ReportDraft; ready: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const current = JSON.stringify(draft);
  const preview = useMutation({
    mutationFn: async (definition: ReportDraft) => ({
      of: JSON.stringify(definition),
      data: await previewCustomReport(node, definition),
    }),
  });
  const shown: CustomData | null = preview.data?.of === current ? preview.data.data : null;

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        onClick={() => preview.mutate(draft)}
        loading={preview.isPending}
        disabled={!ready}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('reportWizardPreview')}
      </Button>
      {preview.isError ? (
        <Alert color="red" role="alert">
          {isApiError(preview.error) && preview.error.messages.length > 0
            ? preview.error.messages.join(' ')
            : t('unknownError')}
        </Alert>
      ) : null}
      {shown ? (
        shown.total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="report-preview-total">
            {t('reportWizardPreviewEmpty')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" data-testid="report-preview-total">
              {t('reportWizardPreviewTotal', { shown: shown.rows.length, total: shown.total })}
            </Text>
            <Table.ScrollContainer minWidth={480} maxHeight={280}>
              <Table striped withTableBorder data-testid="report-preview">
                <Table.Thead>
                  <Table.Tr>
                    {shown.columns.map((id) => (
                      <Table.Th key={id}>{columnLabel(id)}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.rows.map((row, index) => (
                    // Preview rows have no id of their own; their order is the report's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are redrawn whole, never reordered
                    <Table.Tr key={index}>
                      {row.map((cell, column) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column
                        <Table.Td key={column}>{cell ?? ''}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
