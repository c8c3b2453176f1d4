import { Badge, Button, Card, Grid, NavLink, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { unsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import {
  deleteTemplate,
  type SaveTemplate,
  saveTemplate,
  type Template,
  type TemplateGroupName,
} from '../api/content-queries.ts';
import { controlPanelKeys, useTemplates } from '../api/control-panel-queries.ts';
import { loadStateOf } from './section-layout.tsx';
import { TemplateForm } from './template-form.tsx';

const groupLabels: Record<TemplateGroupName, UiKey> = {
  document: 'templateGroupDocument',
  instruction: 'templateGroupInstruction',
  question: 'templateGroupQuestion',
  security: 'templateGroupSecurity',
  termsAndConditions: 'templateGroupTerms',
};

/** 'new' while adding, a template id while editing one, null when nothing is open. */
type Selection = number | 'new' | null;

/** Runs `next` at once, or once the user agrees to drop the unsaved changes of the open template. */
function leaveOpenTemplate(next: () => void): void {
  if (!unsavedChanges.has()) {
    next();
    return;
  }
  confirmAction({
    title: i18n.t('discardChangesTitle'),
    message: i18n.t('discardChangesConfirm'),
    confirmLabel: i18n.t('discardChanges'),
    danger: true,
    onConfirm: next,
  });
}

/** The templates of one group: the list beside the open template's form. */
function TemplateGroupPanel({ group, readOnly }: { group: TemplateGroupName; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const templates = useTemplates(group);
  const [selection, setSelection] = useState<Selection>(null);
  const key = controlPanelKeys.templates(node.customerId, node.nodeId, group);

  async function save(draft: SaveTemplate): Promise<Template> {
    const stored = await saveTemplate(node, draft);
    // Into the list at once, so the form that now edits it finds it before the list is fetched again.
    queryClient.setQueryData<Template[]>(key, (list = []) =>
      list.some((item) => item.id === stored.id)
        ? list.map((item) => (item.id === stored.id ? stored : item))
        : [...list, stored],
    );
    setSelection(stored.id);
    notifySaved();
    void queryClient.invalidateQueries({ queryKey: key });
    return stored;
  }

  function remove(template: Template) {
    confirmAction({
      title: t('deleteTemplateTitle'),
      message: t('deleteTemplateConfirm', { name: template.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void deleteTemplate(node, template.id)
          .then(async () => {
            notifySaved();
            setSelection(null);
            await queryClient.invalidateQueries({ queryKey: key });
          })
          // The client has shown the refusal; the template stays open.
          .catch(() => {}),
    });
  }

  const loading = loadStateOf([templates], t('listLoadFailed'));
  if (loading) return loading;
  const list = templates.data ?? [];
  const open = typeof selection === 'number' ? (list.find((item) => item.id === selection) ?? null) : null;
  const addButton = readOnly ? null : (
    <Button variant="light" onClick={() => leaveOpenTemplate(() => setSelection('new'))}>
      {t('newTemplate')}
    </Button>
  );

  if (list.length === 0 && selection !== 'new') {
    return <EmptyResult title={t('templatesEmpty')}>{addButton}</EmptyResult>;
  }
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xs">
          {addButton}
          <nav aria-label={t('templateList')}>
            {list.map((template) => (
              <NavLink
                key={template.id}
                component="button"
                type="button"
                label={template.name}
                active={template.id === selection}
                rightSection={
                  template.active ? null : (
                    <Badge size="xs" color="gray">
                      {t('statusInactive')}
                    </Badge>
                  )
                }
                onClick={() => leaveOpenTemplate(() => setSelection(template.id))}
              />
            ))}
          </nav>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {selection === null || (selection !== 'new' && !open) ? (
          <EmptyResult title={t('templateChoose')} />
        ) : (
          <Card withBorder>
            <TemplateForm
              key={open?.id ?? 'new'}
              template={open}
              group={group}
              readOnly={readOnly}
              onSave={save}
              onDelete={open ? () => remove(open) : undefined}
            />
          </Card>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** The online submission templates of the given groups, one tab per group when there are several. */
export function TemplateManager({
  groups,
  readOnly,
}: {
  groups: readonly TemplateGroupName[];
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [first] = groups;
  const [active, setActive] = useState<string | null>(first ?? null);
  if (groups.length === 1 && first) return <TemplateGroupPanel group={first} readOnly={readOnly} />;
  return (
    <Tabs
      value={active}
      onChange={(value) => value && leaveOpenTemplate(() => setActive(value))}
      keepMounted={false}
    >
      <Tabs.List>
        {groups.map((group) => (
          <Tabs.Tab key={group} value={group}>
            {t(groupLabels[group])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {groups.map((group) => (
        <Tabs.Panel key={group} value={group} pt="md">
          <TemplateGroupPanel group={group} readOnly={readOnly} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
