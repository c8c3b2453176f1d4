import { Card, Stack, Text, Title } from '@mantine/core';
import type { RestrictedDomains } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../../ui/notify.ts';
import { loadStateOf, SectionLayout } from '../../../control-panel/index.ts';
import {
  emailTemplateKeys,
  saveRestrictedDomains,
  useAllEmailTemplates,
  useRestrictedDomains,
} from '../../api/template-queries.ts';
import { RestrictedDomainsForm } from '../components/restricted-domains-form.tsx';
import { TemplateList } from '../components/template-list.tsx';

/**
 * /control-panel/email-notifications (000 §2; issue 25 §3): the agency's email templates by group
 * and language, and the domains mail may not go to. Each part loads and fails on its own, so a
 * failed domains call leaves the templates usable.
 */
export function EmailNotificationsPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const templates = useAllEmailTemplates();
  const domains = useRestrictedDomains();

  async function saveDomains(input: RestrictedDomains) {
    const saved = await saveRestrictedDomains(node, input);
    queryClient.setQueryData(emailTemplateKeys.restrictedDomains(node.customerId, node.nodeId), saved);
    notifySaved();
    return saved;
  }

  return (
    <SectionLayout
      title={t('emailNotificationsTitle')}
      description={t('emailNotificationsIntro')}
      readOnly={readOnly}
    >
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            {t('emailTemplatesHeading')}
          </Title>
          {loadStateOf([templates], t('emailTemplatesLoadFailed')) ??
            (templates.data ? <TemplateList templates={templates.data} readOnly={readOnly} /> : null)}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <div>
            <Title order={2} size="h4">
              {t('emailDomainsHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('emailDomainsIntro')}
            </Text>
          </div>
          {loadStateOf([domains], t('emailDomainsLoadFailed')) ??
            (domains.data ? (
              <RestrictedDomainsForm stored={domains.data} readOnly={readOnly} onSave={saveDomains} />
            ) : null)}
        </Stack>
      </Card>
    </SectionLayout>
  );
}
