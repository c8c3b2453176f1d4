import { type Bond, formatDecimal, parseDecimal, requirementRules } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { OrderedItemsSection } from '../../../ui/ordered-items/ordered-items-section.tsx';
import { deleteBond, reorderBonds } from '../api/bonds-queries.ts';
import { useBonds, useRefreshRequirements, useRequirementKey } from '../api/requirements-queries.ts';
import { bondAmountTypeLabelKeys } from '../presenters.ts';
import { BondModal } from './bond-modal.tsx';
import { moneyOf } from './prices-summary.tsx';

/** A bond's amount as suppliers read it: dollars as money, a percentage with its sign. */
function amountText(bond: Bond): string {
  if (bond.amountType === 'DollarAmount') return moneyOf(bond.amount);
  const value = parseDecimal(bond.amount);
  return `${value === null ? bond.amount : formatDecimal(value)}%`;
}

/** The Security section's bonds: each with its amount as dollars or a percentage. */
export function Bonds({ tenderId, canChange }: { tenderId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const { node } = useRequirementKey();
  const bonds = useBonds(tenderId);
  const refresh = useRefreshRequirements(tenderId);
  return (
    <OrderedItemsSection<Bond>
      items={bonds}
      testId="bond"
      canChange={canChange}
      texts={{
        title: t('bondsTitle'),
        intro: t('bondsIntro'),
        add: t('bondAdd'),
        empty: t('bondsEmpty'),
        loadFailed: t('bondsLoadFailed'),
        deleteTitle: t('bondDeleteTitle'),
        deleteConfirm: (name) => t('requirementsDeleteConfirm', { name }),
      }}
      limit={{
        max: requirementRules.maxBonds,
        count: (count) => t('requirementItemsCount', { count, max: requirementRules.maxBonds }),
        full: t('bondLimitReached', { max: requirementRules.maxBonds }),
      }}
      extraColumns={[
        { header: t('bondAmountTypeLabel'), cell: (bond) => t(bondAmountTypeLabelKeys[bond.amountType]) },
        { header: t('bondAmountLabel'), cell: amountText },
      ]}
      reorder={(ids) => reorderBonds(node, tenderId, ids)}
      remove={(id) => deleteBond(node, id)}
      refresh={refresh}
      modal={(bond, close) => <BondModal tenderId={tenderId} bond={bond} onClose={close} onSaved={refresh} />}
    />
  );
}
