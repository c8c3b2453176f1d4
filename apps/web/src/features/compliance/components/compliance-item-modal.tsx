import { type ComplianceItem, complianceRules, createComplianceItemSchema } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { NamedItemModal } from '../../../ui/named-item-modal.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { createComplianceItem, updateComplianceItem } from '../api/compliance-queries.ts';

/** Adds a compliance item (`item` null) or edits one; the contract's rules first, then the server's. */
export function ComplianceItemModal({
  tenderId,
  item,
  onClose,
  onSaved,
}: {
  tenderId: number;
  item: ComplianceItem | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  return (
    <NamedItemModal
      item={item}
      title={item ? t('complianceEditTitle') : t('complianceNewTitle')}
      labels={{
        name: t('complianceNameLabel'),
        description: t('complianceDescriptionLabel'),
        required: t('complianceRequiredLabel'),
      }}
      limits={complianceRules}
      check={(draft) => schemaErrors(createComplianceItemSchema, { tenderId, ...draft })}
      save={(draft) =>
        item
          ? updateComplianceItem(node, { id: item.id, ...draft })
          : createComplianceItem(node, { tenderId, ...draft })
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
