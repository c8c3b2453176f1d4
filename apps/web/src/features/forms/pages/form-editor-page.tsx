import type { Project, TenderTableForm } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { formKeys, useSourceTaxes, useTenderTableForm } from '../api/forms-queries.ts';
import { FormEditor } from '../components/form-editor.tsx';
import { formEditorPath, tableTypeOf } from '../form-paths.ts';

/**
 * /projects/{id}/form/{tabletype}/ and /projects/{id}/form/{tabletype}/{formid} (000 §2): a new
 * form of a section, or one saved form of this project's source.
 */
export function FormEditorPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { tabletype, formid } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const node = useNodeRef();
  const tableType = tableTypeOf(tabletype);
  const tenderId = project.tenders[0]?.id ?? 0;
  const formId = formid === undefined || formid === '' ? null : Number(formid);
  const validId = formId === null || (Number.isInteger(formId) && formId > 0);
  const form = useTenderTableForm(validId ? formId : null);
  const taxes = useSourceTaxes(tenderId);

  if (!tableType) return <EmptyResult title={t('formUnknownType', { type: tabletype ?? '' })} />;
  if (!validId) return <EmptyResult title={t('formNotFound')} />;
  if (formId !== null && form.isPending) return <PageLoader />;
  if (form.isError) {
    if (isApiError(form.error) && form.error.status === 404) return <EmptyResult title={t('formNotFound')} />;
    return (
      <ErrorState
        title={t('formLoadFailed')}
        message={form.error.message}
        onRetry={() => void form.refetch()}
      />
    );
  }
  const loaded = formId === null ? null : (form.data ?? null);
  // A form of another project's source is not this page's to edit, whatever the agency may see.
  if (loaded && loaded.table.tenderId !== tenderId) return <EmptyResult title={t('formNotFound')} />;

  function onSaved(saved: TenderTableForm) {
    queryClient.setQueryData(formKeys.form(node, saved.table.id), saved);
    void queryClient.invalidateQueries({ queryKey: formKeys.tender(node, tenderId) });
    if (formId !== saved.table.id && tableType) {
      void navigate(formEditorPath(project.id, tableType, saved.table.id), { replace: true });
    }
  }

  return (
    <FormEditor
      // A saved or reloaded form starts a fresh draft; the key is what tells the editor.
      key={loaded ? `${loaded.table.id}:${loaded.table.version}:${form.dataUpdatedAt}` : 'new'}
      project={project}
      tableType={loaded?.table.tableType ?? tableType}
      form={loaded}
      taxTypes={taxes.data ?? []}
      taxTypesFailed={taxes.isError}
      onSaved={onSaved}
      onReload={() => void form.refetch()}
    />
  );
}
