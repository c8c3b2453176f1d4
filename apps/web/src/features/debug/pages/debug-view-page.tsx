import { Badge, Card, Code, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { resolveRouteAccess, routeNames } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <Badge color={value ? 'teal' : 'gray'}>{value ? t('yes') : t('no')}</Badge>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * /debug-view (development only, feature DEBUG_VIEW): what the app believes about this session,
 * the flags and how every route name resolves, so a permission question is answered by looking.
 */
export function DebugViewPage() {
  const { t } = useTranslation();
  const { info, features, routePermissions, subject } = useSession();
  useDocumentTitle(t('debugView'));

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('debugView')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('debugSession')}>
          <Stack gap={4}>
            <Text size="sm">
              {t('debugAgency')}: {info.customer.displayName} ({info.customer.domain}, #{info.customer.id})
            </Text>
            <Text size="sm">
              {t('debugNodes')}: {info.tenderNode.name} (#{info.tenderNode.id}) / {info.customerNode.name} (#
              {info.customerNode.id})
            </Text>
            <Text size="sm">
              {t('debugIdleExpiry')}: <Code>{info.idleExpiresAt}</Code>
            </Text>
            <Text size="sm">
              {t('debugExpiry')}: <Code>{info.expiresAt}</Code>
            </Text>
            <Text size="sm" component="div">
              {t('debugSiteAdmin')}: <YesNo value={info.user.isSiteAdmin} />
            </Text>
            <Text size="sm">
              {t('debugPermissions')}: <Code>{info.user.permissions.join(', ') || '—'}</Code>
            </Text>
          </Stack>
        </Section>
        <Section title={t('debugFeatures')}>
          <Table>
            <Table.Tbody>
              {features.map((feature) => (
                <Table.Tr key={feature.name}>
                  <Table.Td>
                    <Code>{feature.name}</Code>
                    {feature.modules.length > 0 ? (
                      <Text size="xs" c="dimmed">
                        {feature.modules
                          .map((module) => `${module.name}: ${module.enabled ? 'on' : 'off'}`)
                          .join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <YesNo value={feature.enabled} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>
      <Section title={t('debugRouteAccess')}>
        {routePermissions === null ? <Text c="red">{t('permissionsLoadFailed')}</Text> : null}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('debugRoute')}</Table.Th>
              <Table.Th>{t('debugLevel')}</Table.Th>
              <Table.Th>{t('debugCanView')}</Table.Th>
              <Table.Th>{t('debugCanAct')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {routeNames.map((routeName) => {
              const access = resolveRouteAccess(routeName, routePermissions, subject);
              return (
                <Table.Tr key={routeName}>
                  <Table.Td>
                    <Code>{routeName}</Code>
                  </Table.Td>
                  <Table.Td>{access.level}</Table.Td>
                  <Table.Td>
                    <YesNo value={access.canView} />
                  </Table.Td>
                  <Table.Td>
                    <YesNo value={access.canAct} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
}
