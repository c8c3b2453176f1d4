import { Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The template as the server stored it. Only the server's answer is rendered as HTML: the server
 * cleans every body of markup that could run before storing it (000 §5), whereas the text being
 * typed is not clean yet, so it is never rendered. When the two differ the preview says so.
 */
export function TemplatePreview({ savedBody, changed }: { savedBody: string | null; changed: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('templatePreview')}
      </Title>
      {savedBody === null ? (
        <Text size="sm" c="dimmed">
          {t('templatePreviewAfterSave')}
        </Text>
      ) : (
        <>
          {changed ? (
            <Text size="sm" c="dimmed">
              {t('templatePreviewOutdated')}
            </Text>
          ) : null}
          <Paper withBorder p="md" data-testid="template-preview">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the server's sanitized answer, never the draft. */}
            <Typography dangerouslySetInnerHTML={{ __html: savedBody }} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
