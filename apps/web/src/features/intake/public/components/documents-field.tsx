import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Table, Text } from '@mantine/core';
import { intakeAccept, intakeFileRules, intakeRules, isIntakeFileName } from '@procura/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/client.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import { formatFileSize } from '../../../../ui/format.ts';
import { CrossIcon } from '../../../../ui/icons.tsx';
import { type IntakeLinkRef, uploadIntakeDocument } from '../../api/public-queries.ts';

/** One chosen file: sent at once, so by submit time it has its token or the reason it has none. */
export type IntakeDocumentDraft = {
  key: number;
  fileName: string;
  size: number;
  percent: number;
  token: string | null;
  problem: string | null;
};

/** Why a file is refused before it is sent: its name is no allowed format, or it is too large. */
function fileProblem(file: File): string | null {
  if (!isIntakeFileName(file.name)) return i18n.t('intakeFileFormatInvalid');
  if (file.size > intakeFileRules.maxBytes) {
    return i18n.t('intakeFileTooLarge', { max: formatFileSize(intakeFileRules.maxBytes) });
  }
  return null;
}

/** The server's words for a refused upload (its content is not what its name says, 413, 429). */
function uploadProblem(error: unknown): string {
  if (!isApiError(error)) return i18n.t('unknownError');
  if (error.status === 429) return i18n.t('intakeFormTooManyUploads');
  return error.messages[0] ?? i18n.t('retryWithStatus', { status: error.status });
}

/** The documents of one request: each uploaded when chosen, removable until the request is sent. */
export function useIntakeDocuments(link: IntakeLinkRef) {
  const [documents, setDocuments] = useState<IntakeDocumentDraft[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextKey = useRef(1);
  const uploads = useRef(new Map<number, AbortController>());

  const update = (key: number, change: Partial<IntakeDocumentDraft>) =>
    setDocuments((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function add(files: File[]) {
    setRefusal(null);
    let room = intakeRules.documentsMax - documents.filter((item) => item.problem === null).length;
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem) {
        setRefusal(`${file.name}: ${problem}`);
        continue;
      }
      if (room <= 0) {
        setRefusal(i18n.t('intakeTooManyDocuments', { max: intakeRules.documentsMax }));
        break;
      }
      room -= 1;
      const key = nextKey.current++;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setDocuments((all) => [
        ...all,
        { key, fileName: file.name, size: file.size, percent: 0, token: null, problem: null },
      ]);
      uploadIntakeDocument(
        link,
        file,
        ({ loaded, total }) => update(key, { percent: Math.round((loaded / Math.max(1, total)) * 100) }),
        controller.signal,
      ).then(
        (upload) => update(key, { percent: 100, token: upload.uploadToken }),
        (error: unknown) => {
          if (!controller.signal.aborted) update(key, { problem: uploadProblem(error) });
        },
      );
    }
  }

  function remove(key: number) {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setDocuments((all) => all.filter((item) => item.key !== key));
  }

  return {
    documents,
    refusal,
    add,
    remove,
    uploading: documents.some((item) => item.token === null && item.problem === null),
    tokens: documents.flatMap((item) => (item.token ? [item.token] : [])),
  };
}

export type IntakeDocuments = ReturnType<typeof useIntakeDocuments>;

/** Choose files (Word, Excel, PDF, JPEG, PNG, 000 §3), each with its progress or the reason it failed. */
export function DocumentsField({ documents }: { documents: IntakeDocuments }) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper
      label={t('intakeFormDocuments')}
      description={t('intakeFormDocumentsHint', {
        max: intakeRules.documentsMax,
        size: formatFileSize(intakeFileRules.maxBytes),
      })}
      labelElement="div"
    >
      <Stack gap="xs" mt={4} data-testid="intake-documents">
        <Group>
          <FileButton onChange={documents.add} accept={intakeAccept} multiple>
            {(props) => (
              <Button variant="default" {...props} data-testid="intake-documents-add">
                {t('intakeFormChooseFiles')}
              </Button>
            )}
          </FileButton>
        </Group>
        {documents.refusal ? (
          <Text size="sm" c="red" role="alert" data-testid="intake-document-refusal">
            {documents.refusal}
          </Text>
        ) : null}
        {documents.documents.length > 0 ? (
          <Table>
            <Table.Tbody>
              {documents.documents.map((item) => (
                <Table.Tr key={item.key} data-testid="intake-document">
                  <Table.Td>
                    <Text size="sm">{item.fileName}</Text>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(item.size)}
                    </Text>
                  </Table.Td>
                  <Table.Td w="45%">
                    {item.problem ? (
                      <Text size="sm" c="red" role="alert">
                        {item.problem}
                      </Text>
                    ) : item.token ? (
                      <Text size="sm" c="green">
                        {t('intakeFormUploaded')}
                      </Text>
                    ) : (
                      <Progress
                        value={item.percent}
                        aria-label={t('intakeFormUploading', { name: item.fileName })}
                      />
                    )}
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('intakeFormRemoveDocument', { name: item.fileName })}
                      onClick={() => documents.remove(item.key)}
                    >
                      <CrossIcon size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
