import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPageLayout } from '../../../../ui/public-page-layout.tsx';

/** The public intake form's frame: no app bar, the agency that asks once it is known. */
export function IntakeLayout({ agencyName, children }: { agencyName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout
      title={t('intakeFormHeader')}
      headerTestId="intake-header"
      size="lg"
      agencyName={agencyName}
    >
      {children}
    </PublicPageLayout>
  );
}
