import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type NoticeKind, type NoticeLanguage, noticeCatalogue } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../../platform/access/permission-lock.tsx';

/**
 * What recipients of a platform notice get in one language (issue 25 §3). With an active template
 * of its group, a line saying the template's wording goes instead; without one, the catalogue's
 * wording as the platform sends it, and a way to start a template from it.
 */
export function NoticeWording({
  notice,
  language,
  replaced,
  readOnly,
  onCustomise,
}: {
  notice: NoticeKind;
  language: NoticeLanguage;
  replaced: boolean;
  readOnly: boolean;
  onCustomise: () => void;
}) {
  const { t } = useTranslation();
  if (replaced) {
    return (
      <Text size="sm" c="dimmed" data-testid="notice-replaced">
        {t('emailNoticeReplaced')}
      </Text>
    );
  }
  const wording = noticeCatalogue[notice][language];
  return (
    <Paper withBorder p="md" data-testid="notice-default">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            {t('emailNoticeDefaultTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('emailNoticeDefaultIntro')}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('emailTemplateSubject')}
          </Text>
          <Text size="sm" fw={500} data-testid="notice-default-subject">
            {wording.subject}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('emailTemplateBody')}
          </Text>
          {/* The catalogue's body is plain text: its line breaks are the layout recipients see. */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="notice-default-body">
            {wording.body}
          </Text>
        </div>
        <Group>
          <PermissionLock routeName="control-panel" controlId="addEmailTemplate">
            <Button variant="light" disabled={readOnly} onClick={onCustomise} data-testid="notice-customise">
              {t('emailNoticeCustomise')}
            </Button>
          </PermissionLock>
        </Group>
      </Stack>
    </Paper>
  );
}
