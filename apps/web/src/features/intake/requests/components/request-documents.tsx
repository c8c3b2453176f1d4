import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IntakeRequest } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { showErrorNotification } from '../../../../platform/api/client.ts';
import { formatFileSize } from '../../../../ui/format.ts';
import { fetchIntakePreviewUrl, intakeDownloadHref } from '../../api/intake-queries.ts';

/**
 * Opens a document in the browser's viewer. The tab opens at the click, before the address is
 * known, because browsers block a window opened after an await; it is closed again on failure.
 */
async function preview(intakeId: number, fileName: string, failed: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchIntakePreviewUrl(intakeId, fileName);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch {
    tab?.close();
    showErrorNotification(failed);
  }
}

/** The request's documents: each to download or preview, and all of them as one zip. */
export function IntakeRequestDocuments({ request }: { request: IntakeRequest }) {
  const { t } = useTranslation();
  const documents = request.projectDetail.documents;
  return (
    <Card withBorder component="section">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('intakeDocuments')}
        </Title>
        {documents.length > 0 ? (
          <Button
            size="xs"
            variant="default"
            component="a"
            href={intakeDownloadHref(request.id)}
            download
            data-testid="intake-download-all"
          >
            {t('intakeDownloadAll')}
          </Button>
        ) : null}
      </Group>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('intakeNoDocuments')}
        </Text>
      ) : (
        <Stack gap="xs">
          {documents.map((document) => (
            <Group key={document.id} justify="space-between" data-testid="intake-document">
              <Text size="sm">
                {document.fileName}{' '}
                <Text span size="xs" c="dimmed">
                  ({formatFileSize(document.size)})
                </Text>
              </Text>
              <Group gap="xs">
                <Anchor size="sm" href={intakeDownloadHref(request.id, document.id)} download>
                  {t('intakeDownload')}
                </Anchor>
                <Anchor
                  size="sm"
                  component="button"
                  type="button"
                  onClick={() => void preview(request.id, document.fileName, t('intakePreviewFailed'))}
                  data-testid={`intake-preview-${document.id}`}
                >
                  {t('intakePreview')}
                </Anchor>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
