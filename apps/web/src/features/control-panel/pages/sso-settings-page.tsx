import { Card, Stack } from '@mantine/core';
import type { SsoSettings } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { controlPanelKeys, useSsoSettings } from '../api/control-panel-queries.ts';
import { readIdpMetadata, saveSsoSettings } from '../api/sso-queries.ts';
import { loadStateOf, SectionLayout } from '../components/section-layout.tsx';
import { ServiceProviderDetails } from '../components/service-provider-details.tsx';
import { SsoForm } from '../components/sso-form.tsx';

/**
 * /control-panel/sso-settings, under its own route name: viewing follows the control panel,
 * changing needs the SSO permission (SSO_SETTINGS_EDIT, administrators; 000 §6).
 */
export function SsoSettingsPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel.sso-settings')?.canAct ?? true);
  const settings = useSsoSettings();

  async function save(values: SsoSettings): Promise<SsoSettings> {
    const saved = await saveSsoSettings(node, values);
    queryClient.setQueryData(controlPanelKeys.sso(node.customerId, node.nodeId), saved);
    notifySaved();
    return saved;
  }

  return (
    <SectionLayout title={t('ssoSettingsTitle')} description={t('ssoSettingsIntro')} readOnly={readOnly}>
      {loadStateOf([settings], t('pageLoadFailed')) ??
        (settings.data ? (
          <Stack>
            <Card withBorder>
              <SsoForm
                settings={settings.data}
                readOnly={readOnly}
                onSave={save}
                onReadMetadata={(metadataUrl) => readIdpMetadata(node, metadataUrl)}
              />
            </Card>
            <Card withBorder>
              <ServiceProviderDetails serviceProvider={settings.data.serviceProvider} />
            </Card>
          </Stack>
        ) : null)}
    </SectionLayout>
  );
}
