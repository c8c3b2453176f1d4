import { createUploadRequirementSchema, requirementRules, type UploadRequirement } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { NamedItemModal } from '../../../ui/named-item-modal.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { useRequirementKey } from '../api/requirements-queries.ts';
import { createUploadRequirement, updateUploadRequirement } from '../api/uploads-queries.ts';

/** Adds a document upload requirement (`item` null) or edits one; the contract's rules first, then the server's. */
export function UploadRequirementModal({
  tenderId,
  item,
  onClose,
  onSaved,
}: {
  tenderId: number;
  item: UploadRequirement | null;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const { node } = useRequirementKey();
  return (
    <NamedItemModal
      item={item}
      title={item ? t('uploadEditTitle') : t('uploadNewTitle')}
      labels={{
        name: t('uploadNameLabel'),
        description: t('columnDescription'),
        required: t('uploadRequiredLabel'),
      }}
      limits={requirementRules}
      check={(draft) => schemaErrors(createUploadRequirementSchema, { tenderId, ...draft })}
      save={(draft) =>
        item
          ? updateUploadRequirement(node, { id: item.id, ...draft })
          : createUploadRequirement(node, { tenderId, ...draft })
      }
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
