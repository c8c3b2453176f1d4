import { Card } from '@mantine/core';
import type { AccountInfo, SessionInfo } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { sessionKeys } from '../../../platform/session/session-queries.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { controlPanelKeys, useAccount, useLanguages, useTimeZones } from '../api/control-panel-queries.ts';
import { saveAccount } from '../api/settings-queries.ts';
import { AccountForm, accountValuesOf } from '../components/account-form.tsx';
import { loadStateOf, SectionLayout } from '../components/section-layout.tsx';

/** /control-panel/account-information: the agency's account (view to read, act to change). */
export function AccountInformationPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const account = useAccount();
  const timeZones = useTimeZones();
  const languages = useLanguages();

  async function save(values: AccountInfo): Promise<AccountInfo> {
    const saved = await saveAccount(node, values);
    queryClient.setQueryData(controlPanelKeys.account(node.customerId, node.nodeId), saved);
    // The header names the agency from the session: it follows a new display name without a reload.
    queryClient.setQueryData<SessionInfo>(sessionKeys.session, (info) =>
      info
        ? {
            ...info,
            customer: {
              ...info.customer,
              displayName: saved.displayName,
              accountName: saved.accountName,
              language: saved.language,
              timezone: saved.timezone,
            },
          }
        : info,
    );
    notifySaved();
    return accountValuesOf(saved);
  }

  return (
    <SectionLayout
      title={t('accountInformationTitle')}
      description={t('accountInformationIntro')}
      readOnly={readOnly}
    >
      {loadStateOf([account, timeZones, languages], t('pageLoadFailed')) ??
        (account.data && timeZones.data && languages.data ? (
          <Card withBorder>
            <AccountForm
              account={account.data}
              timeZones={timeZones.data}
              languages={languages.data}
              readOnly={readOnly}
              onSave={save}
            />
          </Card>
        ) : null)}
    </SectionLayout>
  );
}
