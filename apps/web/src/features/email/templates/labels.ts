import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import {
  type EmailTemplateGroup,
  isNoticeKind,
  type NoticeLanguage,
  noticeCatalogue,
  noticeKinds,
  type WizardTemplateGroup,
  wizardTemplateGroups,
} from '@procura/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

const wizardGroupLabelKeys: Record<WizardTemplateGroup, UiKey> = {
  Bids: 'emailGroupBids',
  Contracts: 'emailGroupContracts',
  RejectDocument: 'emailGroupRejectDocument',
};

export const languageLabelKeys: Record<NoticeLanguage, UiKey> = {
  en: 'emailLanguageEn',
  fr: 'emailLanguageFr',
};

/** The catalogue's language for the interface's: French for any French locale, else English. */
export const noticeLanguageOf = (uiLanguage: string | undefined): NoticeLanguage =>
  uiLanguage?.startsWith('fr') ? 'fr' : 'en';

/**
 * How template groups read in the interface's language: a wizard group by its interface text, a
 * notice by the catalogue's own label, so a notice added to the catalogue needs no text here.
 * `options` feeds the group pickers: the wizard's groups, then the notices in label order.
 */
export function useTemplateGroups() {
  const { t, i18n } = useTranslation();
  const language = noticeLanguageOf(i18n.language);
  // The modal renders on every keystroke; the sorted list only changes with the language.
  return useMemo(() => {
    const labelOf = (group: EmailTemplateGroup): string =>
      isNoticeKind(group) ? noticeCatalogue[group].label[language] : t(wizardGroupLabelKeys[group]);
    const item = (value: EmailTemplateGroup): ComboboxItem => ({ value, label: labelOf(value) });
    const collator = new Intl.Collator(language);
    const options: ComboboxItemGroup<ComboboxItem, string>[] = [
      { group: t('emailGroupsWizard'), items: wizardTemplateGroups.map(item) },
      {
        group: t('emailGroupsNotices'),
        items: noticeKinds.map(item).sort((a, b) => collator.compare(a.label, b.label)),
      },
    ];
    return { labelOf, options };
  }, [t, language]);
}
