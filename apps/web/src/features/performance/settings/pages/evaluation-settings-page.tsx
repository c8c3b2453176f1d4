import { Button, Card } from '@mantine/core';
import type { PerformanceTemplate } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../../ui/notify.ts';
import { EmptyResult } from '../../../../ui/page-states.tsx';
import {
  performanceSettingsKeys,
  useAssessmentGroups,
  useFinalRating,
  usePerformanceTemplates,
} from '../../api/settings-queries.ts';
import { loadStateOf, SettingsFrame, useSettingsReadOnly } from '../components/settings-frame.tsx';
import { TemplateEditor } from '../components/template-editor.tsx';
import { TemplateList } from '../components/template-list.tsx';

/** The open template: 'new' while adding, an id while editing, null on the list. */
function openTemplateOf(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** The editor of one template, once the lists it needs (groups, the rating scale) have answered. */
function OpenTemplate({
  open,
  readOnly,
  onClose,
}: {
  open: number | 'new';
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const templates = usePerformanceTemplates();
  const groups = useAssessmentGroups();
  const rating = useFinalRating();
  const loading = loadStateOf([templates, groups, rating], t('perfSetTemplatesLoadFailed'));
  if (loading) return loading;
  const template = open === 'new' ? null : (templates.data?.find((item) => item.id === open) ?? null);
  if (open !== 'new' && !template) {
    return (
      <EmptyResult title={t('invalidPerformanceTemplateId')}>
        <Button variant="default" onClick={onClose}>
          {t('perfSetBackToTemplates')}
        </Button>
      </EmptyResult>
    );
  }

  function saved(stored: PerformanceTemplate) {
    const key = performanceSettingsKeys.templates(node.customerId, node.nodeId);
    // Into the list at once, so the list shown next has it before it is fetched again.
    queryClient.setQueryData<PerformanceTemplate[]>(key, (list = []) =>
      list.some((item) => item.id === stored.id)
        ? list.map((item) => (item.id === stored.id ? stored : item))
        : [...list, stored],
    );
    notifySaved();
    void queryClient.invalidateQueries({ queryKey: key });
    onClose();
  }

  return (
    <Card withBorder>
      <TemplateEditor
        key={open}
        template={template}
        groups={groups.data ?? []}
        ratingScale={rating.data?.ratingScale ?? 'sectionWeight'}
        readOnly={readOnly}
        onSaved={saved}
        onClose={onClose}
      />
    </Card>
  );
}

/**
 * /control-panel/evaluation-settings: the node's score card templates (issue 23 §1). The open
 * template is in the address (`?template=12`, `?template=new`), so a reload or a shared link
 * lands on it and the browser's Back returns to the list.
 */
export function EvaluationSettingsPage() {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const [params, setParams] = useSearchParams();
  const open = openTemplateOf(params.get('template'));
  return (
    <SettingsFrame
      title={t('perfSetEvaluationSettingsTitle')}
      description={t('perfSetEvaluationSettingsIntro')}
      readOnly={readOnly}
    >
      {open === null ? (
        <TemplateList readOnly={readOnly} onOpen={(id) => setParams({ template: String(id) })} />
      ) : (
        <OpenTemplate open={open} readOnly={readOnly} onClose={() => setParams({})} />
      )}
    </SettingsFrame>
  );
}
