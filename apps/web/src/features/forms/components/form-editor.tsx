import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  canChangeRequirements,
  type Project,
  saveTenderTableSchema,
  type TableType,
  type TaxType,
  type TenderTableForm,
} from '@procura/contract';
import { memo, type ReactNode, useCallback, useId, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { saveTenderTable } from '../api/forms-queries.ts';
import {
  draftAsForm,
  draftOfForm,
  type FormHeader,
  loadedCellKeys,
  newFormDraft,
  saveBodyOf,
} from '../form-draft.ts';
import { sectionLabel } from '../form-labels.ts';
import { requirementsPath } from '../form-paths.ts';
import { type ColumnSettings, formReducer } from '../form-reducer.ts';
import { ColumnSettingsDrawer } from './column-settings.tsx';
import { EditorGrid } from './editor-grid.tsx';
import { FormSettings } from './form-settings.tsx';
import { FormText } from './form-text.tsx';
import { FormTotals } from './form-totals.tsx';
import { emptySupplierEntry, type SupplierEntry, SupplierFormView } from './supplier-form-view.tsx';
import { useFormComputation } from './use-form-computation.ts';

type Lock = 'requirementsLocked' | 'requirementsHaveSubmissions';
type EditorTab = 'edit' | 'preview';

/**
 * The Edit and Preview tabs, the panels outside them: Mantine's tabs pass a new context value down
 * on every render, and React then searches the whole subtree for its readers; with the grid inside,
 * that search cost more per keystroke than the rest of the edit.
 */
const EditorTabs = memo(function EditorTabs({
  id,
  value,
  onChange,
}: {
  id: string;
  value: EditorTab;
  onChange: (value: EditorTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs id={id} value={value} onChange={(next) => onChange(next === 'preview' ? 'preview' : 'edit')}>
      <Tabs.List>
        <Tabs.Tab value="edit">{t('formEditTab')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('formPreviewTab')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
});

/**
 * The buyer's form editor (000 §3 Form table, §5 Forms; issue 5 item 2): the settings, heading and
 * footer, the grid with live totals, and the supplier's preview. The whole form saves at once with
 * the version it was loaded at (decision 80); refusals land where they belong.
 */
export function FormEditor({
  project,
  tableType,
  form,
  taxTypes,
  taxTypesFailed,
  onSaved,
  onReload,
}: {
  project: Project;
  tableType: TableType;
  /** The saved form, or null for a new one. */
  form: TenderTableForm | null;
  taxTypes: readonly TaxType[];
  taxTypesFailed: boolean;
  onSaved: (saved: TenderTableForm) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const tenderId = project.tenders[0]?.id ?? 0;
  const initial = useMemo(
    () => (form ? draftOfForm(form) : newFormDraft(tenderId, tableType, t('formFirstColumnName'))),
    [form, tenderId, tableType, t],
  );
  const loadedCells = useMemo(() => loadedCellKeys(form), [form]);
  const [draft, dispatch] = useReducer(formReducer, initial);
  const [lock, setLock] = useState<Lock | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [typeLocked, setTypeLocked] = useState<ReadonlySet<number>>(new Set());
  const [settingsFor, setSettingsFor] = useState<number | null>(null);
  const [tab, setTab] = useState<EditorTab>('edit');
  const tabsId = useId();
  const [preview, setPreview] = useState<SupplierEntry>(emptySupplierEntry);

  const readOnly = !project.canEdit || !canChangeRequirements(project.status) || lock !== null;
  const dirty = draft !== initial;
  useUnsavedChanges(dirty && !readOnly);
  const { computed, columnProblems, settingsProblems, hasProblems } = useFormComputation(draft);
  const previewForm = useMemo(() => (tab === 'preview' ? draftAsForm(draft) : null), [tab, draft]);
  const backPath = requirementsPath(project.id, tableType);

  const onHeader = useCallback((patch: Partial<FormHeader>) => {
    if ('name' in patch) setNameError(null);
    dispatch({ type: 'header', patch });
  }, []);

  const onHeading = useCallback((headingText: string) => onHeader({ headingText }), [onHeader]);
  const onFooter = useCallback((footerText: string) => onHeader({ footerText }), [onHeader]);

  async function save() {
    setFailure(null);
    const body = saveBodyOf(draft, loadedCells);
    const errors = schemaErrors(saveTenderTableSchema, body);
    setNameError(errors.name ?? null);
    const { name: _name, ...others } = errors;
    if (Object.keys(others).length > 0 || hasProblems) {
      setFailure([t('formFixProblems'), ...Object.values(others)].join(' '));
      return;
    }
    if (errors.name) return;
    setSaving(true);
    try {
      const saved = await saveTenderTable(node, body);
      notifySaved(t('formSaved'));
      onSaved(saved);
    } catch (error) {
      const keys = isApiError(error) ? error.keys : [];
      const locked = keys.find(
        (key): key is Lock => key === 'requirementsLocked' || key === 'requirementsHaveSubmissions',
      );
      if (locked) setLock(locked);
      else if (keys.includes('formStaleVersion')) setStale(true);
      else {
        if (keys.includes('formColumnTypeLocked') && form) {
          // The refusal names no column: the ones whose type changed since loading are the ones refused.
          const changed = draft.columns
            .filter((c) =>
              form.columns.some((saved) => saved.id === c.id && saved.columnTypeName !== c.columnTypeName),
            )
            .map((c) => c.id);
          setTypeLocked(new Set([...typeLocked, ...changed]));
          dispatch({ type: 'revertColumnTypes', saved: form.columns.filter((c) => changed.includes(c.id)) });
        }
        const refusal = readRefusal(error, { tenderTableNameAlreadyExists: 'name', nameRequired: 'name' });
        setNameError(refusal.fields.name ?? null);
        setFailure(refusal.general);
      }
    } finally {
      setSaving(false);
    }
  }

  const settingsColumn = draft.columns.find((c) => c.id === settingsFor);
  const toolbar: ReactNode = readOnly ? null : (
    <Group gap="xs">
      <Button variant="default" onClick={() => dispatch({ type: 'addColumn', name: '' })}>
        {t('formAddColumn')}
      </Button>
      <Button variant="default" onClick={() => dispatch({ type: 'addRow' })}>
        {t('formAddRow')}
      </Button>
    </Group>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Anchor component={Link} to={backPath} size="sm">
            {t('formBack', { section: sectionLabel(tableType) })}
          </Anchor>
          <Title order={2}>{initial.header.name || t('formNewTitle')}</Title>
        </Stack>
        {readOnly ? null : (
          <Group gap="xs">
            {dirty ? <Badge color="yellow">{t('formUnsaved')}</Badge> : null}
            <Button onClick={() => void save()} loading={saving}>
              {t('formSave')}
            </Button>
          </Group>
        )}
      </Group>
      {lock ? (
        <Alert color="yellow" role="alert" data-testid="form-locked">
          <Text size="sm">{t(lock)}</Text>
          <Anchor component={Link} to={backPath} size="sm">
            {t('formLockedLink')}
          </Anchor>
        </Alert>
      ) : readOnly ? (
        <Alert color="gray" data-testid="read-only">
          {t('formReadOnly')}
        </Alert>
      ) : null}
      {stale ? (
        <Alert color="red" role="alert" data-testid="form-stale">
          <Group justify="space-between">
            <Text size="sm">{t('formStaleVersion')}</Text>
            <Button size="xs" variant="white" onClick={onReload}>
              {t('formReload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" data-testid="form-failure">
          {failure}
        </Alert>
      ) : null}
      <EditorTabs id={tabsId} value={tab} onChange={setTab} />
      {tab === 'edit' ? (
        <div role="tabpanel" id={`${tabsId}-panel-edit`} aria-labelledby={`${tabsId}-tab-edit`}>
          <Stack>
            <Paper withBorder p="md">
              <FormSettings
                header={draft.header}
                taxTypes={taxTypes}
                taxTypesFailed={taxTypesFailed}
                problems={settingsProblems}
                nameError={nameError}
                readOnly={readOnly}
                onChange={onHeader}
              />
            </Paper>
            <FormText
              label={t('formHeadingText')}
              value={draft.header.headingText}
              disabled={readOnly}
              onChange={onHeading}
            />
            {toolbar}
            <EditorGrid
              name={draft.header.name}
              columns={draft.columns}
              rows={draft.rows}
              values={draft.values}
              computed={computed}
              columnProblems={columnProblems}
              readOnly={readOnly}
              dispatch={dispatch}
              onSettings={setSettingsFor}
            />
            <FormTotals computed={computed} table={draft.header} />
            <FormText
              label={t('formFooterText')}
              value={draft.header.footerText}
              disabled={readOnly}
              onChange={onFooter}
            />
          </Stack>
        </div>
      ) : (
        <div role="tabpanel" id={`${tabsId}-panel-preview`} aria-labelledby={`${tabsId}-tab-preview`}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('formPreviewNotice')}
            </Text>
            {previewForm ? (
              <SupplierFormView form={previewForm} entry={preview} onChange={setPreview} />
            ) : null}
          </Stack>
        </div>
      )}
      {settingsColumn ? (
        <ColumnSettingsDrawer
          key={settingsColumn.id}
          column={settingsColumn}
          columns={draft.columns}
          typeLocked={typeLocked.has(settingsColumn.id)}
          readOnly={readOnly}
          problems={columnProblems.get(settingsColumn.id) ?? []}
          onChange={(patch: Partial<ColumnSettings>) =>
            dispatch({ type: 'updateColumn', id: settingsColumn.id, patch })
          }
          onMove={(step) => dispatch({ type: 'moveColumn', id: settingsColumn.id, step })}
          onDelete={() => {
            dispatch({ type: 'removeColumn', id: settingsColumn.id });
            setSettingsFor(null);
          }}
          onClose={() => setSettingsFor(null)}
        />
      ) : null}
    </Stack>
  );
}
