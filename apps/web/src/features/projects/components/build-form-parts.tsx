import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { useProjectForm } from './project-form-context.tsx';

/** Which Build page shows a form path, so a refused save can say where to look. */
export function pageOfPath(path: string): 'settings' | 'details' | 'dates' {
  if (
    /^tender\.(date|questionDeadline|registrationDeadline|plannedIssueDate|incompleteQuestion|meetings)/.test(
      path,
    )
  ) {
    return 'dates';
  }
  return path.startsWith('tender.') ? 'settings' : 'details';
}

const pageLabels = {
  settings: 'buildPageSettings',
  details: 'buildPageDetails',
  dates: 'buildPageDates',
} as const;

/**
 * Brings the field a checklist link names (?field=) into view and focuses it. Inputs carry their
 * field's name in `data-field`, as the checklist names it (without the `tender.` prefix).
 */
function useFocusRequestedField(): void {
  const [params] = useSearchParams();
  const field = params.get('field');
  useEffect(() => {
    if (!field) return;
    const target = document.querySelector<HTMLElement>(`[data-field="${field.replace(/"/g, '')}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [field]);
}

/** A titled group of fields. */
export function BuildSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The frame of an editable Build page: its form, the read-only notice, the refusal of the last
 * save (with Reload when someone else saved first), and Discard and Save. Save sends the whole
 * project, so a problem on another page is named with that page.
 */
export function BuildPageFrame({
  page,
  children,
}: {
  page: 'settings' | 'details' | 'dates';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { project, form, readOnly, canSave, saveRequired, failure, stale, save, discard, reload } =
    useProjectForm();
  useFocusRequestedField();
  const errorPages = [...new Set(Object.keys(form.errors).map(pageOfPath))].filter((p) => p !== page);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid={`build-${page}-form`}
    >
      <Stack>
        {readOnly ? (
          <Alert color="gray" data-testid="project-read-only">
            {t(project.type === 'TEMPLATE' ? 'projectTemplateViewOnly' : 'projectReadOnly')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" data-testid="project-save-failure">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              {stale ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void reload()}
                  data-testid="project-reload"
                >
                  {t('projectReload')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {errorPages.length > 0 ? (
          <Alert color="red" role="alert" data-testid="project-errors-elsewhere">
            {t('projectErrorsOnPages', { pages: errorPages.map((p) => t(pageLabels[p])).join(', ') })}
          </Alert>
        ) : null}
        {children}
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button variant="default" disabled={!saveRequired || !canSave} onClick={discard}>
              {t('discardChanges')}
            </Button>
            <PermissionLock routeName="project.build" controlId="saveProject">
              <Button type="submit" disabled={!saveRequired} loading={!canSave} data-testid={`save-${page}`}>
                {t('save')}
              </Button>
            </PermissionLock>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** What a number input's value means: a number, or null when empty or not (yet) a number. */
export function numberOf(next: number | string): number | null {
  if (typeof next === 'number') return Number.isFinite(next) ? next : null;
  const trimmed = next.trim();
  const read = Number(trimmed);
  return trimmed === '' || !Number.isFinite(read) ? null : read;
}

/** Props shared by the Build pages' inputs: value, change, translated error, lock and field name. */
export function useFieldProps() {
  const { form, readOnly } = useProjectForm();
  const { t } = useTranslation();
  const named = (path: string) => ({ 'data-field': path.replace(/^tender\./, ''), disabled: readOnly });
  const errorOf = (path: string) => translateFieldError(form.errors[path]);

  return {
    text: (path: string, label: UiKey) => ({
      label: t(label),
      ...form.getInputProps(path),
      error: errorOf(path),
      ...named(path),
    }),
    check: (path: string, label: UiKey) => ({
      label: t(label),
      ...form.getInputProps(path, { type: 'checkbox' }),
      error: errorOf(path),
      ...named(path),
    }),
    /** A Select of ids: the form holds a number or null, Mantine a string. */
    id: (path: string, label: UiKey) => {
      const value = form.getInputProps(path).value as number | null;
      return {
        label: t(label),
        value: value === null ? null : String(value),
        onChange: (next: string | null) => form.setFieldValue(path, next === null ? null : Number(next)),
        error: errorOf(path),
        ...named(path),
      };
    },
    ids: (path: string, label: UiKey) => {
      const value = form.getInputProps(path).value as number[];
      return {
        label: t(label),
        value: value.map(String),
        onChange: (next: string[]) => form.setFieldValue(path, next.map(Number)),
        error: errorOf(path),
        ...named(path),
      };
    },
    /**
     * A number input: the form holds a number or null (empty), Mantine a number or a string. Mantine
     * answers a string for a number it shows with trailing zeros ("250000.00" with two fixed
     * decimals), so a string that reads as a number is that number.
     */
    number: (path: string, label: UiKey) => {
      const value = form.getInputProps(path).value as number | null;
      return {
        label: t(label),
        value: value ?? '',
        onChange: (next: number | string) => form.setFieldValue(path, numberOf(next)),
        error: errorOf(path),
        ...named(path),
      };
    },
  };
}
