import type { EmailTemplateGroup } from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

export const groupLabelKeys: Record<EmailTemplateGroup, UiKey> = {
  Bids: 'emailGroupBids',
  Contracts: 'emailGroupContracts',
  RejectDocument: 'emailGroupRejectDocument',
};

export const languageLabelKeys: Record<'en' | 'fr', UiKey> = {
  en: 'emailLanguageEn',
  fr: 'emailLanguageFr',
};
