import { Stack, Switch, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, showErrorNotification } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { controlPanelKeys, useCategories, useRefetch } from '../api/control-panel-queries.ts';
import {
  type Category,
  type CategoryKind,
  deleteCategory,
  type SaveCategory,
  saveCategory,
} from '../api/lists-queries.ts';
import { CategoryForm } from './category-form.tsx';
import { confirmDelete, RowActions } from './row-actions.tsx';
import { loadStateOf } from './section-layout.tsx';

/**
 * The categories in tree order: each parent followed by its children, by code. A category whose
 * parent is missing shows at the top level, and so does a loop in the data, which cannot hang it.
 */
export function treeOrder(categories: readonly Category[]): { category: Category; depth: number }[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const ordered: { category: Category; depth: number }[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, depth: number) => {
    const children = [...(childrenOf.get(parent) ?? [])].sort((a, b) => a.code.localeCompare(b.code));
    for (const category of children) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      ordered.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  // Categories caught in a loop have no way down from the top: they show at the top level too.
  for (const category of [...categories].sort((a, b) => a.code.localeCompare(b.code))) {
    if (seen.has(category.id)) continue;
    seen.add(category.id);
    ordered.push({ category, depth: 0 });
    visit(category.id, 1);
  }
  return ordered;
}

/** Categories or commodity codes: add, change code and name, activate or deactivate, delete. */
export function CategoryEditor({ kind, readOnly }: { kind: CategoryKind; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const refetch = useRefetch();
  const categories = useCategories(kind);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const reload = () => refetch(controlPanelKeys.categories(node.customerId, node.nodeId, kind));

  async function save(category: SaveCategory) {
    await saveCategory(node, kind, category);
    notifySaved();
    await reload();
  }

  async function toggle(category: Category) {
    setBusyId(category.id);
    try {
      await save({ ...category, active: !category.active });
    } catch (error) {
      showErrorNotification(isApiError(error) ? error.message : t('unknownError'));
    } finally {
      setBusyId(null);
    }
  }

  function remove(category: Category) {
    confirmDelete(`${category.code} ${category.name}`, () => {
      setBusyId(category.id);
      // A parent that still has children is refused (dropdownOptionInUse); the client shows it.
      void deleteCategory(node, kind, category.id)
        .then(async () => {
          notifySaved();
          await reload();
        })
        .catch(() => {})
        .finally(() => setBusyId(null));
    });
  }

  const loading = loadStateOf([categories], t('listLoadFailed'));
  if (loading) return loading;
  const rows = treeOrder(categories.data ?? []);
  const parents = rows.map(({ category }) => ({
    value: String(category.id),
    label: `${category.code} ${category.name}`,
  }));

  return (
    <Stack>
      {readOnly ? null : (
        <CategoryForm
          parents={parents}
          submitLabel={t('add')}
          onSubmit={(draft) => save({ ...draft, active: true })}
        />
      )}
      {rows.length === 0 ? (
        <EmptyResult title={t('categoriesEmpty')} />
      ) : (
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('categoryCode')}</Table.Th>
              <Table.Th>{t('categoryName')}</Table.Th>
              <Table.Th>{t('columnStatus')}</Table.Th>
              {readOnly ? null : <Table.Th ta="right">{t('columnActions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ category, depth }) =>
              editingId === category.id ? (
                <Table.Tr key={category.id}>
                  <Table.Td colSpan={4}>
                    <CategoryForm
                      initial={category}
                      parents={[]}
                      submitLabel={t('save')}
                      onSubmit={async (draft) => {
                        await save({ ...category, code: draft.code, name: draft.name });
                        setEditingId(null);
                      }}
                      onCancel={() => setEditingId(null)}
                    />
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr key={category.id} data-testid={`category-${category.id}`}>
                  <Table.Td pl={`calc(var(--mantine-spacing-sm) + ${depth * 1.25}rem)`} ff="monospace">
                    {category.code}
                  </Table.Td>
                  <Table.Td>{category.name}</Table.Td>
                  <Table.Td>
                    <Switch
                      label={category.active ? t('statusActive') : t('statusInactive')}
                      aria-label={t('optionActive', { name: category.name })}
                      checked={category.active}
                      disabled={readOnly || busyId === category.id}
                      onChange={() => void toggle(category)}
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td>
                      <RowActions
                        name={category.name}
                        busy={busyId === category.id}
                        onRename={() => setEditingId(category.id)}
                        onDelete={() => remove(category)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
