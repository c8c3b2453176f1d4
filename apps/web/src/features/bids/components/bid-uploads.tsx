import { ActionIcon, Alert, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { BidPage } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../ui/format.ts';
import { useDeleteBidFile, useUploadBidFile } from '../api/bids-queries.ts';

/** The documents a bid needs: one file per upload requirement, uploaded with progress, encrypted by the server. */
export function BidUploads({ agency, page }: { agency: string; page: BidPage }) {
  const { t } = useTranslation();
  const upload = useUploadBidFile(agency, page.projectId);
  const remove = useDeleteBidFile(agency, page.projectId);
  const [progress, setProgress] = useState<{ id: number; percent: number } | null>(null);
  if (page.uploadRequirements.length === 0) return null;
  const files = page.draft?.files ?? [];
  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('bidDocuments')}</Text>
      {failure ? <Alert color="red">{failure.message}</Alert> : null}
      <Table>
        <Table.Tbody>
          {page.uploadRequirements.map((requirement) => {
            const file = files.find((f) => f.uploadRequirementId === requirement.id);
            const uploading = progress?.id === requirement.id && upload.isPending;
            return (
              <Table.Tr key={requirement.id}>
                <Table.Td>
                  <Text>
                    {requirement.name}
                    {requirement.isRequired ? ' *' : ''}
                  </Text>
                  {requirement.description ? (
                    <Text size="sm" c="dimmed">
                      {requirement.description}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {file ? (
                    <Group gap="xs">
                      <Text size="sm" data-testid={`bid-file-${requirement.id}`}>
                        {file.fileName} ({formatFileSize(file.sizeInByte)})
                      </Text>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('bidRemoveFile', { name: file.fileName })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(file.id)}
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('bidNoFile')}
                    </Text>
                  )}
                  {uploading ? (
                    <Progress value={progress?.percent ?? 0} mt={4} aria-label={t('bidUploading')} />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <FileButton
                    onChange={(chosen) => {
                      if (!chosen) return;
                      setProgress({ id: requirement.id, percent: 0 });
                      upload.mutate({
                        uploadRequirementId: requirement.id,
                        file: chosen,
                        onProgress: ({ loaded, total }) =>
                          setProgress({
                            id: requirement.id,
                            percent: total > 0 ? (loaded / total) * 100 : 0,
                          }),
                      });
                    }}
                  >
                    {(props) => (
                      <Button
                        {...props}
                        variant="light"
                        size="xs"
                        disabled={upload.isPending}
                        data-testid={`bid-upload-${requirement.id}`}
                      >
                        {file ? t('bidReplaceFile') : t('bidUploadFile')}
                      </Button>
                    )}
                  </FileButton>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
