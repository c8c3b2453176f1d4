import { Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AgencyVendor } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { isApiError } from '../../../platform/api/client.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { ActivityFeed } from '../../activity/index.ts';
import { VendorPerformancePage } from '../../performance/index.ts';
import { useVendor } from '../api/vendors-queries.ts';
import { ProfileComments } from '../components/profile-comments.tsx';
import { ProfileDocuments } from '../components/profile-documents.tsx';
import { ProfileEmails } from '../components/profile-emails.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { ProfileHistory } from '../components/profile-history.tsx';
import { ProfileOverview } from '../components/profile-overview.tsx';

/**
 * The profile's tabs (000 §2 Supplier detail tabs) as child paths; the overview is the profile
 * itself. Performance shows to those who may view supplier performance.
 */
const profileTabs = [
  ['', 'supplierTabOverview'],
  ['activity-feed', 'supplierTabActivity'],
  ['comments', 'supplierTabComments'],
  ['documents', 'supplierTabDocuments'],
  ['emails', 'supplierTabEmails'],
  ['history', 'supplierTabHistory'],
  ['performance', 'perfTab'],
] as const satisfies readonly (readonly [string, UiKey])[];

/** The tab a path shows: its first segment after /suppliers/{id}, or the overview. */
function tabOf(pathname: string, vendorId: number): string {
  const rest = pathname.replace(new RegExp(`^/suppliers/${vendorId}/?`), '').split('/')[0] ?? '';
  return profileTabs.some(([path]) => path === rest) ? rest : '';
}

function Profile({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  useDocumentTitle(vendor.companyName);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/suppliers/${vendor.id}`;
  const active = tabOf(pathname, vendor.id);
  const mayViewPerformance = useRouteAccess('supplier-performance')?.canView ?? true;
  const tabs = profileTabs.filter(([path]) => path !== 'performance' || mayViewPerformance);
  return (
    <Stack>
      <ProfileHeader vendor={vendor} />
      <Tabs
        value={active === '' ? 'overview' : active}
        onChange={(value) => value && void navigate(value === 'overview' ? base : `${base}/${value}`)}
      >
        <Tabs.List aria-label={t('supplierTabsLabel')}>
          {tabs.map(([path, label]) => (
            <Tabs.Tab
              key={path || 'overview'}
              value={path || 'overview'}
              data-testid={`supplier-tab-${path || 'overview'}`}
            >
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<ProfileOverview vendor={vendor} />} />
        <Route
          path="activity-feed"
          element={
            <ActivityFeed scope={{ kind: 'vendor', vendorId: vendor.id }} subtitle={vendor.companyName} />
          }
        />
        <Route path="comments" element={<ProfileComments vendorId={vendor.id} />} />
        <Route path="documents" element={<ProfileDocuments vendorId={vendor.id} />} />
        <Route path="emails" element={<ProfileEmails vendor={vendor} />} />
        <Route path="history" element={<ProfileHistory vendorId={vendor.id} />} />
        <Route
          path="performance"
          element={<VendorPerformancePage vendorId={vendor.id} companyName={vendor.companyName} />}
        />
        {/* 000 §2: an unknown child falls back to the supplier view. */}
        <Route path="*" element={<Navigate to={base} replace />} />
      </Routes>
    </Stack>
  );
}

/**
 * /suppliers/{id} (000 §2; issue 22 §2): the supplier's profile with its tabs. An id that is not
 * a number, a missing supplier and another agency's all read as not found.
 */
export function SupplierProfilePage() {
  const { t } = useTranslation();
  const raw = useParams().vendorId ?? '';
  const vendorId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const vendor = useVendor(vendorId);
  if (vendorId === 0) return <EmptyResult title={t('supplierNotFound')} />;
  if (vendor.isPending) return <PageLoader />;
  if (vendor.isError) {
    const error = vendor.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <EmptyResult title={t('supplierNotFound')} />;
    }
    return (
      <ErrorState
        title={t('supplierLoadFailed')}
        message={error.message}
        onRetry={() => void vendor.refetch()}
      />
    );
  }
  if (vendor.data === null) return <EmptyResult title={t('supplierNotFound')} />;
  return <Profile vendor={vendor.data} />;
}
