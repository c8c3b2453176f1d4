import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../../../../ui/public-page-layout.tsx';

/** The public approval page's frame. */
export function ApproverLayout({ agencyName, children }: { agencyName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout
      title={t('approverPageHeader')}
      headerTestId="approver-header"
      size="md"
      agencyName={agencyName}
    >
      {children}
    </PublicPageLayout>
  );
}
