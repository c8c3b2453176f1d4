import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type EmailTemplate, type EmailTemplateGroup, isNoticeKind } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../../platform/access/permission-lock.tsx';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { readRefusal } from '../../../../ui/form-errors.ts';
import { formatDateTime } from '../../../../ui/format.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import { deleteEmailTemplate, emailTemplateKeys, sendTestEmail } from '../../api/template-queries.ts';
import { languageLabelKeys, useTemplateGroups } from '../labels.ts';
import { noticeStartOf } from '../notice-wording.ts';
import { NoticeWording } from './notice-wording.tsx';
import { TemplateModal, type TemplateStart } from './template-modal.tsx';

type Language = 'en' | 'fr';

/**
 * The agency's templates of one group and language (issue 25 §3), with whether each is offered in
 * the wizard, and add, edit, delete and a test sent to oneself. A notice's group also shows what
 * the platform sends without an active template, to customise from. A refused delete or test
 * stays above the list in the server's words.
 */
export function TemplateList({ templates, readOnly }: { templates: EmailTemplate[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const groups = useTemplateGroups();
  const [group, setGroup] = useState<EmailTemplateGroup>('Bids');
  const [language, setLanguage] = useState<Language>('en');
  const [editing, setEditing] = useState<EmailTemplate | 'new' | 'customise' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const key = emailTemplateKeys.all(node.customerId, node.nodeId);

  function saved(template: EmailTemplate) {
    queryClient.setQueryData<EmailTemplate[]>(key, (list = []) =>
      list.some((item) => item.id === template.id)
        ? list.map((item) => (item.id === template.id ? template : item))
        : [...list, template],
    );
    // A template saved into another group or language is shown where it now is.
    setGroup(template.groupName);
    setLanguage(template.language);
    notifySaved();
    void queryClient.invalidateQueries({ queryKey: key });
  }

  const remove = (template: EmailTemplate) =>
    confirmAction({
      title: t('emailTemplateDeleteTitle'),
      message: t('emailTemplateDeleteConfirm', { name: template.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setFailure(null);
        setBusy(`delete-${template.id}`);
        deleteEmailTemplate(node, template.id)
          .then(async () => {
            queryClient.setQueryData<EmailTemplate[]>(key, (list = []) =>
              list.filter((item) => item.id !== template.id),
            );
            notifySaved(t('emailTemplateDeleted'));
            await queryClient.invalidateQueries({ queryKey: key });
          })
          .catch((error: unknown) => setFailure(readRefusal(error, {}).general))
          .finally(() => setBusy(null));
      },
    });

  async function test(template: EmailTemplate) {
    setFailure(null);
    setBusy(`test-${template.id}`);
    try {
      const address = await sendTestEmail(node, template.id);
      notifications.show({
        title: t('successTitle'),
        message: t('emailTemplateTestSent', { address }),
        color: 'green',
      });
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setBusy(null);
    }
  }

  const shown = templates
    .filter((template) => template.groupName === group && template.language === language)
    .sort((a, b) => a.name.localeCompare(b.name));
  const notice = isNoticeKind(group) ? group : null;
  const noticeStart = noticeStartOf(group, language);
  const start: TemplateStart | null =
    editing === 'customise' && noticeStart ? { name: groups.labelOf(group), ...noticeStart } : null;

  const rowButton = (
    template: EmailTemplate,
    action: 'edit' | 'test' | 'delete',
    label: string,
    onClick: () => void,
  ) => (
    <PermissionLock routeName="control-panel" controlId={`${action}EmailTemplate`}>
      <Button
        size="compact-sm"
        variant="subtle"
        color={action === 'delete' ? 'red' : undefined}
        disabled={readOnly}
        loading={busy === `${action}-${template.id}`}
        onClick={onClick}
        data-testid={`email-template-${action}-${template.id}`}
      >
        {label}
      </Button>
    </PermissionLock>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Select
            w={{ base: '100%', xs: 320 }}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('noMatches')}
            value={group}
            onChange={(value) => value && setGroup(value as EmailTemplateGroup)}
            aria-label={t('emailTemplateGroup')}
            data={groups.options}
          />
          <SegmentedControl
            value={language}
            onChange={(value) => setLanguage(value as Language)}
            aria-label={t('emailTemplateLanguage')}
            data={(['en', 'fr'] as const).map((value) => ({ value, label: t(languageLabelKeys[value]) }))}
          />
        </Group>
        <PermissionLock routeName="control-panel" controlId="addEmailTemplate">
          <Button disabled={readOnly} onClick={() => setEditing('new')} data-testid="email-template-add">
            {t('emailTemplateAdd')}
          </Button>
        </PermissionLock>
      </Group>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {notice ? (
        <NoticeWording
          notice={notice}
          language={language}
          replaced={shown.some((template) => template.active)}
          readOnly={readOnly}
          onCustomise={() => setEditing('customise')}
        />
      ) : null}
      {shown.length === 0 ? (
        // A notice's group has its wording above instead: the empty state's wizard hint is not about it.
        notice ? null : (
          <EmptyResult title={t('emailTemplatesEmpty')} description={t('emailTemplatesEmptyHint')} />
        )
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('emailTemplatesTable')} data-testid="email-templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('emailTemplateName')}</Table.Th>
                <Table.Th>{t('emailTemplateSubject')}</Table.Th>
                <Table.Th>{t('emailTemplateStatus')}</Table.Th>
                <Table.Th>{t('emailTemplateUpdated')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((template) => (
                <Table.Tr key={template.id} data-testid={`email-template-${template.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {template.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {template.subject}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={template.active ? 'green' : 'gray'}>
                      {template.active ? t('emailTemplateActive') : t('emailTemplateInactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(template.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {readOnly ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          onClick={() => setEditing(template)}
                          data-testid={`email-template-view-${template.id}`}
                        >
                          {t('emailTemplateViewShort')}
                        </Button>
                      ) : (
                        rowButton(template, 'edit', t('edit'), () => setEditing(template))
                      )}
                      {rowButton(template, 'test', t('emailTemplateSendTest'), () => void test(template))}
                      {rowButton(template, 'delete', t('delete'), () => remove(template))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing === null ? null : (
        <TemplateModal
          template={typeof editing === 'string' ? null : editing}
          group={group}
          language={language}
          start={start}
          readOnly={readOnly}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </Stack>
  );
}
