import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import type { VendorComment } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useControlAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { useVendorCommentChanges, useVendorComments } from '../api/vendors-queries.ts';
import { fullName } from '../presenters.ts';

const commentControl = 'supplierComments';

/**
 * The Comments tab (issue 22 §2): the agency's internal comments on the supplier, newest first,
 * never shown to the supplier. Anyone who may edit suppliers adds one; each deletes only their own.
 */
export function ProfileComments({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const userId = useSession().info.user.id;
  const comments = useVendorComments(vendorId);
  const { add, remove } = useVendorCommentChanges(vendorId);
  const { locked } = useControlAccess('suppliers', commentControl);
  const [text, setText] = useState('');

  function author(comment: VendorComment): string {
    return comment.createdBy ? fullName(comment.createdBy) : t('supplierCommentUnknownAuthor');
  }

  function askDelete(comment: VendorComment) {
    confirmAction({
      title: t('supplierCommentDeleteTitle'),
      message: t('supplierCommentDeleteConfirm'),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => remove.mutate(comment.id),
    });
  }

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('supplierCommentsHint')}
      </Text>
      <Stack gap="xs">
        <Textarea
          label={t('supplierCommentLabel')}
          autosize
          minRows={2}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={locked}
          error={add.isError ? add.error.message : undefined}
          data-testid="supplier-comment-text"
        />
        <Group justify="flex-end">
          <PermissionLock routeName="suppliers" controlId={commentControl}>
            <Button
              disabled={text.trim() === ''}
              loading={add.isPending}
              onClick={() => add.mutate(text.trim(), { onSuccess: () => setText('') })}
              data-testid="supplier-comment-add"
            >
              {t('supplierCommentAdd')}
            </Button>
          </PermissionLock>
        </Group>
      </Stack>
      <ListStates
        query={comments}
        failedTitle={t('supplierCommentsLoadFailed')}
        emptyTitle={t('supplierCommentsEmpty')}
      >
        {(page) => (
          <Stack gap="sm" data-testid="supplier-comments">
            {page.values.map((comment) => (
              <Card key={comment.id} withBorder padding="sm" data-testid={`supplier-comment-${comment.id}`}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed">
                      {t('supplierCommentBy', {
                        name: author(comment),
                        date: formatDateTime(comment.created),
                      })}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {comment.comment}
                    </Text>
                  </Stack>
                  {comment.createdBy?.id === userId && !locked ? (
                    <Tooltip label={t('supplierCommentDeleteTitle')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('supplierCommentDeleteTitle')}
                        loading={remove.isPending && remove.variables === comment.id}
                        onClick={() => askDelete(comment)}
                        data-testid={`supplier-comment-delete-${comment.id}`}
                      >
                        <CrossIcon size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}
