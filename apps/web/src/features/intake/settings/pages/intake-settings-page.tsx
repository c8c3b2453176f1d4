import { Card, Stack } from '@mantine/core';
import type { IntakeSettingsInput } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { sessionKeys } from '../../../../platform/session/session-queries.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { loadStateOf, SectionLayout } from '../../../control-panel/index.ts';
import { intakeSettingsKeys, saveIntakeSettings, useIntakeSettings } from '../../api/settings-queries.ts';
import { IntakeSettingsForm } from '../components/intake-settings-form.tsx';
import { ShareLink } from '../components/share-link.tsx';

/**
 * /control-panel/intake-settings (000 §2; issue 24 §2): whether the agency takes intake requests,
 * what the form says and offers, who hears of requests, and the link to share.
 */
export function IntakeSettingsPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const settings = useIntakeSettings();

  async function save(input: IntakeSettingsInput) {
    const saved = await saveIntakeSettings(node, input);
    queryClient.setQueryData(intakeSettingsKeys.settings(node.customerId, node.nodeId), saved);
    // The session carries the node's enableIntakeEssentials, which gates the dashboard's widget.
    void queryClient.invalidateQueries({ queryKey: sessionKeys.session });
    notifySaved();
    return saved;
  }

  return (
    <SectionLayout
      title={t('intakeSettingsTitle')}
      description={t('intakeSettingsIntro')}
      readOnly={readOnly}
    >
      {loadStateOf([settings], t('intakeSettingsLoadFailed')) ??
        (settings.data ? (
          <Stack>
            <Card withBorder>
              <ShareLink link={`${window.location.origin}${settings.data.linkPath}`} />
            </Card>
            <Card withBorder>
              <IntakeSettingsForm settings={settings.data} readOnly={readOnly} onSave={save} />
            </Card>
          </Stack>
        ) : null)}
    </SectionLayout>
  );
}
