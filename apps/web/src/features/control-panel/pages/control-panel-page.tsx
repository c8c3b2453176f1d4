import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanVisit } from '../../../platform/access/use-access.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

type Section = { to: string; title: UiKey; description: UiKey };

/**
 * The sections that exist. The spec's landing also lists source settings, the contract builder,
 * branding, labels and eCommerce;
 * each joins this list with its screen, never before, so no card leads nowhere.
 */
export const controlPanelSections: readonly Section[] = [
  {
    to: '/control-panel/account-information',
    title: 'accountInformationTitle',
    description: 'accountInformationIntro',
  },
  {
    to: '/control-panel/project-settings',
    title: 'projectSettingsTitle',
    description: 'projectSettingsIntro',
  },
  {
    to: '/control-panel/intake-settings',
    title: 'intakeSettingsTitle',
    description: 'intakeSettingsIntro',
  },
  {
    to: '/control-panel/evaluation-settings',
    title: 'perfSetEvaluationSettingsTitle',
    description: 'perfSetEvaluationSettingsIntro',
  },
  {
    to: '/control-panel/dropdown-settings',
    title: 'dropdownSettingsTitle',
    description: 'dropdownSettingsIntro',
  },
  {
    to: '/control-panel/contract-settings',
    title: 'contractSettingsTitle',
    description: 'contractSettingsIntro',
  },
  {
    to: '/control-panel/email-notifications',
    title: 'emailNotificationsTitle',
    description: 'emailNotificationsIntro',
  },
  { to: '/control-panel/system-content', title: 'systemContentTitle', description: 'systemContentIntro' },
  { to: '/control-panel/library-content', title: 'libraryContentTitle', description: 'libraryContentIntro' },
  { to: '/control-panel/sso-settings', title: 'ssoSettingsTitle', description: 'ssoSettingsIntro' },
  {
    to: '/control-panel/supplier-performance',
    title: 'perfSetSupplierPerformanceTitle',
    description: 'perfSetSupplierPerformanceIntro',
  },
  { to: '/team/all', title: 'usersAndTeamsTitle', description: 'usersAndTeamsIntro' },
];

/** /control-panel: one card per section the user may open (000 §2). */
export function ControlPanelPage() {
  const { t } = useTranslation();
  const canVisit = useCanVisit();
  useDocumentTitle(t('controlPanelTitle'));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('controlPanelTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="nav" aria-label={t('controlPanelSections')}>
        {controlPanelSections
          .filter((section) => canVisit(section.to))
          .map((section) => (
            <Card key={section.to} component={Link} to={section.to} withBorder padding="lg">
              <Text fw={600}>{t(section.title)}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t(section.description)}
              </Text>
            </Card>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
