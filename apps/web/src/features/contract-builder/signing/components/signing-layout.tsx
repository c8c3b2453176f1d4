import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../../../../ui/public-page-layout.tsx';

/** The public signing page's frame, wide enough for a document's pages. */
export function SigningLayout({ agencyName, children }: { agencyName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout
      title={t('signingHeader')}
      headerTestId="signing-header"
      size="lg"
      agencyName={agencyName}
    >
      {children}
    </PublicPageLayout>
  );
}
