import type { Classification } from '@procura/contract';
import type { UiKey } from '../platform/i18n/ui-en.ts';

/** The project classifications of 000 §3 in words: projects, the snapshot and intake requests. */
export const classificationLabelKeys: Record<Classification, UiKey> = {
  Construction: 'classificationConstruction',
  Goods: 'classificationGoods',
  Services: 'classificationServices',
  ServicesRelatedToGoods: 'classificationServicesRelatedToGoods',
};
