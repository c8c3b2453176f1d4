import { Alert, Badge, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { listLimits, type PerformanceTemplate } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../../platform/access/permission-lock.tsx';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../../ui/confirm-action.tsx';
import { readRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import { Pager } from '../../../../ui/pager.tsx';
import { SortableTh } from '../../../../ui/sortable-th.tsx';
import {
  deletePerformanceTemplate,
  performanceSettingsKeys,
  savePerformanceTemplate,
  usePerformanceTemplates,
} from '../../api/settings-queries.ts';
import { scoringMethodLabels } from '../labels.ts';
import { toInput, valuesOf } from '../template-model.ts';
import { loadStateOf } from './settings-frame.tsx';

type SortColumn = 'name' | 'assessmentGroupName' | 'scoringMethod' | 'isActive' | 'evaluationCount';
type Sort = { sortColumn: SortColumn; sortDirection: 'asc' | 'desc' };

function sortValue(template: PerformanceTemplate, column: SortColumn): string | number {
  if (column === 'scoringMethod') return template.card.scoringMethod;
  if (column === 'isActive') return template.isActive ? 0 : 1;
  if (column === 'evaluationCount') return template.evaluationCount;
  return (template[column] ?? '').toLocaleLowerCase();
}

/** The templates in the chosen order; ties keep the name order, so pages never shuffle. */
export function sortedTemplates(list: readonly PerformanceTemplate[], sort: Sort): PerformanceTemplate[] {
  const sign = sort.sortDirection === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const x = sortValue(a, sort.sortColumn);
    const y = sortValue(b, sort.sortColumn);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * sign || a.name.localeCompare(b.name) || a.id - b.id;
  });
}

/**
 * The node's score card templates (000 §3; 001 §7 PerformanceTemplate): sorted and paged here,
 * since the call answers them all. A template evaluations were made from cannot be deleted; the
 * server says so (performanceTemplateInUse) and the message stays above the list, with the way
 * out beside it: deactivate it, so no new evaluation picks it.
 */
export function TemplateList({
  readOnly,
  onOpen,
}: {
  readOnly: boolean;
  onOpen: (id: number | 'new') => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const templates = usePerformanceTemplates();
  const [sort, setSort] = useState<Sort>({ sortColumn: 'name', sortDirection: 'asc' });
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = performanceSettingsKeys.templates(node.customerId, node.nodeId);

  async function run(template: PerformanceTemplate, change: () => Promise<unknown>) {
    setBusy(template.id);
    setFailure(null);
    try {
      await change();
      notifySaved();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    } finally {
      setBusy(null);
    }
  }

  const toggleActive = (template: PerformanceTemplate) =>
    void run(template, () =>
      savePerformanceTemplate(node, template.id, {
        ...toInput(valuesOf(template)),
        isActive: !template.isActive,
      }),
    );

  const remove = (template: PerformanceTemplate) =>
    confirmAction({
      title: t('perfSetDeleteTemplateTitle'),
      message: t('perfSetDeleteTemplateConfirm', { name: template.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => void run(template, () => deletePerformanceTemplate(node, template.id)),
    });

  const addButton = (
    <PermissionLock routeName="control-panel" controlId="addPerformanceTemplate">
      <Button variant="light" onClick={() => onOpen('new')} disabled={readOnly}>
        {t('perfSetAddTemplate')}
      </Button>
    </PermissionLock>
  );
  const loading = loadStateOf([templates], t('perfSetTemplatesLoadFailed'));
  if (loading) return loading;
  const list = templates.data ?? [];
  if (list.length === 0) {
    return <EmptyResult title={t('perfSetTemplatesEmpty')}>{addButton}</EmptyResult>;
  }

  const pageSize = listLimits.defaultPageSize;
  const shown = sortedTemplates(list, sort).slice((page - 1) * pageSize, page * pageSize);
  const sortBy = (column: SortColumn) => {
    setSort((current) => ({
      sortColumn: column,
      sortDirection: current.sortColumn === column && current.sortDirection === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };
  const header = (column: SortColumn, label: string) => (
    <SortableTh column={column} label={label} sortable sort={sort} onSort={() => sortBy(column)} />
  );

  return (
    <Stack>
      <Group justify="flex-end">{addButton}</Group>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={t('perfSetTemplatesTable')}>
          <Table.Thead>
            <Table.Tr>
              {header('name', t('perfSetColumnName'))}
              {header('assessmentGroupName', t('perfSetColumnGroup'))}
              {header('scoringMethod', t('perfSetColumnMethod'))}
              {header('isActive', t('perfSetColumnActive'))}
              {header('evaluationCount', t('perfSetColumnEvaluations'))}
              <Table.Th>
                <VisuallyHidden>{t('columnActions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((template) => (
              <Table.Tr key={template.id} data-testid={`template-${template.id}`}>
                <Table.Td>{template.name}</Table.Td>
                <Table.Td>{template.assessmentGroupName ?? t('perfSetNoGroup')}</Table.Td>
                <Table.Td>{t(scoringMethodLabels[template.card.scoringMethod])}</Table.Td>
                <Table.Td>
                  <Badge color={template.isActive ? 'green' : 'gray'} variant="light">
                    {template.isActive ? t('statusActive') : t('statusInactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>{template.evaluationCount}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => onOpen(template.id)}
                      aria-label={t(readOnly ? 'perfSetViewItem' : 'editItem', { name: template.name })}
                    >
                      {readOnly ? t('perfSetView') : t('edit')}
                    </Button>
                    <PermissionLock routeName="control-panel" controlId="activatePerformanceTemplate">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        disabled={readOnly}
                        loading={busy === template.id}
                        onClick={() => toggleActive(template)}
                        aria-label={t(template.isActive ? 'perfSetDeactivateItem' : 'perfSetActivateItem', {
                          name: template.name,
                        })}
                      >
                        {template.isActive ? t('perfSetDeactivate') : t('perfSetActivate')}
                      </Button>
                    </PermissionLock>
                    <PermissionLock routeName="control-panel" controlId="deletePerformanceTemplate">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={readOnly}
                        onClick={() => remove(template)}
                        aria-label={t('deleteItem', { name: template.name })}
                      >
                        {t('delete')}
                      </Button>
                    </PermissionLock>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.length > pageSize ? (
        <Pager page={page} total={list.length} pageSize={pageSize} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
