import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type Project, type Requirements, requirementSections } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { LockBanner } from '../components/lock-banner.tsx';
import { SectionStatus, useRequirementCounts } from '../components/section-status.tsx';
import { useCanChangeRequirements } from '../components/use-requirement-rights.ts';
import { sectionLabelKeys } from '../presenters.ts';

/**
 * /projects/:id/build/submission-requirements: every section, whether suppliers must answer it and
 * what it holds, with the way to the edit page.
 */
export function RequirementsOverviewPage({
  project,
  requirements,
}: {
  project: Project;
  requirements: Requirements;
}) {
  const { t } = useTranslation();
  const counts = useRequirementCounts(requirements.tenderId);
  const canChange = useCanChangeRequirements(project, requirements.lock);

  let content = <PageLoader />;
  if (counts.error) {
    content = (
      <ErrorState
        title={t('requirementsLoadFailed')}
        message={counts.error.message}
        onRetry={() => void counts.refetch()}
      />
    );
  } else if (!counts.isPending) {
    content = (
      <Table verticalSpacing="sm" data-testid="requirements-overview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sectionsColumnSection')}</Table.Th>
            <Table.Th>{t('sectionsColumnIncluded')}</Table.Th>
            <Table.Th>{t('columnStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requirementSections.map((section) => {
            const included = requirements.sections[section]?.isIncluded === true;
            return (
              <Table.Tr key={section} data-testid={`overview-${section}`}>
                <Table.Td fw={500}>{t(sectionLabelKeys[section])}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={included ? 'green' : 'gray'}>
                    {included ? t('sectionIncluded') : t('sectionNotIncluded')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <SectionStatus section={section} requirements={requirements} counts={counts.counts} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{t('requirementsTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('requirementsIntro')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/projects/${project.id}/build/submission-requirements/edit`}
          data-testid="requirements-edit"
        >
          {canChange ? t('edit') : t('requirementsOpen')}
        </Button>
      </Group>
      <LockBanner requirements={requirements} canUnlock={false} />
      {content}
    </Stack>
  );
}
