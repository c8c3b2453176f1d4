import type { TemplateGroupName } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { SectionLayout } from '../components/section-layout.tsx';
import { TemplateManager } from '../components/template-manager.tsx';

/**
 * How the templates are split between the two content sections. System content holds the texts a
 * project's submission requirements are built from (instructions, questions, security, terms and
 * conditions); library content holds what the agency keeps to reuse as it is: document templates
 * and its own wording (resources). Each group lives in exactly one section.
 */
export const systemTemplateGroups: readonly TemplateGroupName[] = [
  'instruction',
  'question',
  'security',
  'termsAndConditions',
];

/** /control-panel/system-content. */
export function SystemContentPage() {
  const { t } = useTranslation();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  return (
    <SectionLayout title={t('systemContentTitle')} description={t('systemContentIntro')} readOnly={readOnly}>
      <TemplateManager groups={systemTemplateGroups} readOnly={readOnly} />
    </SectionLayout>
  );
}
