import { Select } from '@mantine/core';
import { isBlankRichText, type TemplateGroupName } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { useTemplates } from '../../control-panel/index.ts';

/**
 * "Insert from template": the active library-content templates of the section's group. Choosing
 * one fills the text; a text already written is replaced only after the user agrees.
 */
export function TemplatePicker({
  group,
  text,
  onInsert,
  disabled = false,
}: {
  group: TemplateGroupName;
  text: string;
  onInsert: (body: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const templates = useTemplates(group);
  const active = (templates.data ?? []).filter((template) => template.active);

  function choose(id: string | null) {
    const template = active.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    if (isBlankRichText(text)) {
      onInsert(template.body);
      return;
    }
    confirmAction({
      title: t('sectionTemplateReplaceTitle'),
      message: t('sectionTemplateReplaceConfirm', { name: template.name }),
      confirmLabel: t('sectionTemplateReplaceAccept'),
      onConfirm: () => onInsert(template.body),
    });
  }

  return (
    <Select
      label={t('sectionTemplateLabel')}
      placeholder={
        templates.isError
          ? t('sectionTemplatesLoadFailed')
          : active.length === 0 && !templates.isPending
            ? t('sectionTemplatesNone')
            : t('sectionTemplatePlaceholder')
      }
      data={active.map((template) => ({ value: String(template.id), label: template.name }))}
      value={null}
      onChange={choose}
      disabled={disabled || active.length === 0}
      searchable
      maw={360}
      data-testid="template-picker"
    />
  );
}
