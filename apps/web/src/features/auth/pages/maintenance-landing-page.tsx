import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authStorage } from '../../../platform/api/auth-storage.ts';
import { PageLoader } from '../../../ui/page-states.tsx';

/**
 * /maintenance/landing: where people arrive when maintenance ends. It sets the no-redirect flag,
 * so the login page takes them to the dashboard rather than back to a page that was mid-work when
 * maintenance began, and sends them to /login.
 */
export function MaintenanceLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    authStorage.setNoRedirect(true);
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <PageLoader label={t('loading')} fullScreen />;
}
