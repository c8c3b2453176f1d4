import { requirementRules, type UploadRequirement } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { OrderedItemsSection } from '../../../ui/ordered-items/ordered-items-section.tsx';
import {
  useRefreshRequirements,
  useRequirementKey,
  useUploadRequirements,
} from '../api/requirements-queries.ts';
import { deleteUploadRequirement, reorderUploadRequirements } from '../api/uploads-queries.ts';
import { UploadRequirementModal } from './upload-requirement-modal.tsx';

/** The Documents section's upload requirements: what suppliers must upload, at most 10 (000 §5). */
export function UploadRequirements({ tenderId, canChange }: { tenderId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const { node } = useRequirementKey();
  const items = useUploadRequirements(tenderId);
  const refresh = useRefreshRequirements(tenderId);
  const max = requirementRules.maxUploadRequirements;
  return (
    <OrderedItemsSection<UploadRequirement>
      items={items}
      testId="upload"
      canChange={canChange}
      texts={{
        title: t('uploadsTitle'),
        intro: t('uploadsIntro', { max }),
        add: t('uploadAdd'),
        empty: t('uploadsEmpty'),
        loadFailed: t('uploadsLoadFailed'),
        deleteTitle: t('uploadDeleteTitle'),
        deleteConfirm: (name) => t('requirementsDeleteConfirm', { name }),
      }}
      limit={{
        max,
        count: (count) => t('requirementItemsCount', { count, max }),
        full: t('uploadRequirementLimitReached', { max }),
      }}
      reorder={(ids) => reorderUploadRequirements(node, tenderId, ids)}
      remove={(id) => deleteUploadRequirement(node, id)}
      refresh={refresh}
      modal={(item, close) => (
        <UploadRequirementModal tenderId={tenderId} item={item} onClose={close} onSaved={refresh} />
      )}
    />
  );
}
