import { Alert } from '@mantine/core';
import { type ComplianceItem, isBuildEditable, type Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { OrderedItemsSection } from '../../../ui/ordered-items/ordered-items-section.tsx';
import {
  complianceKeys,
  deleteComplianceItem,
  reorderComplianceItems,
  useComplianceItems,
} from '../api/compliance-queries.ts';
import { ComplianceItemModal } from '../components/compliance-item-modal.tsx';

/**
 * Build > compliance: the checklist suppliers answer. Changes need the project's edit right and a
 * status that still allows them; the source's hasCompliancy setting decides whether suppliers see it.
 */
export function CompliancePage({ project }: { project: Project }) {
  const { t } = useTranslation();
  const tender = project.tenders[0];
  const tenderId = tender?.id ?? 0;
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const items = useComplianceItems(tenderId);
  const canChange = project.canEdit && isBuildEditable(project.status);
  const key = complianceKeys.ofTender(node.customerId, node.nodeId, tenderId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  return (
    <OrderedItemsSection<ComplianceItem>
      items={items}
      testId="compliance"
      headingOrder={2}
      canChange={canChange}
      texts={{
        title: t('complianceTitle'),
        nameHeader: t('columnItem'),
        intro: t('complianceIntro'),
        add: t('complianceAdd'),
        empty: t('complianceEmpty'),
        loadFailed: t('complianceLoadFailed'),
        deleteTitle: t('complianceDeleteTitle'),
        deleteConfirm: (name) => t('complianceDeleteConfirm', { name }),
      }}
      notices={
        <>
          {tender && !tender.hasCompliancy ? (
            <Alert color="yellow" data-testid="compliance-off">
              {t('complianceOffNotice')}
            </Alert>
          ) : null}
          {canChange ? null : (
            <Alert color="gray" data-testid="read-only">
              {t('buildReadOnly')}
            </Alert>
          )}
        </>
      }
      reorder={(ids) => reorderComplianceItems(node, tenderId, ids)}
      remove={(id) => deleteComplianceItem(node, id)}
      refresh={refresh}
      modal={(item, close) => (
        <ComplianceItemModal tenderId={tenderId} item={item} onClose={close} onSaved={refresh} />
      )}
    />
  );
}
