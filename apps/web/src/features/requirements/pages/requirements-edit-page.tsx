import { Alert, Anchor, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  type Project,
  type RequirementSection,
  type Requirements,
  requirementSections,
  sectionPaths,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import {
  saveOf,
  saveRequirements,
  useRefreshRequirements,
  useRequirementKey,
} from '../api/requirements-queries.ts';
import { LockBanner } from '../components/lock-banner.tsx';
import { PricesSummary } from '../components/prices-summary.tsx';
import { SectionStatus, useRequirementCounts } from '../components/section-status.tsx';
import { useCanChangeRequirements, useMayEditRequirements } from '../components/use-requirement-rights.ts';
import { sectionLabelKeys } from '../presenters.ts';

/** Refusals after which the page must show the requirements as the server now has them. */
const reloadingKeys = ['requirementsStaleVersion', 'requirementsLocked', 'requirementsHaveSubmissions'];

/**
 * /projects/:id/build/submission-requirements/edit: which sections suppliers must answer (each
 * switch saves at once), the way into each section's page, the lock and its unlock, and the
 * prices summary.
 */
export function RequirementsEditPage({
  project,
  requirements,
}: {
  project: Project;
  requirements: Requirements;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useRequirementKey();
  const refresh = useRefreshRequirements(requirements.tenderId);
  const counts = useRequirementCounts(requirements.tenderId);
  const canChange = useCanChangeRequirements(project, requirements.lock);
  const mayEdit = useMayEditRequirements(project);
  const [saving, setSaving] = useState<RequirementSection | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const base = `/projects/${project.id}/build/submission-requirements`;

  async function include(section: RequirementSection, isIncluded: boolean) {
    setSaving(section);
    setFailure(null);
    try {
      const sections = { [section]: { isIncluded } };
      const saved = await saveRequirements(keys.node, saveOf(requirements, { sections }));
      queryClient.setQueryData(keys.requirements(requirements.tenderId), saved);
      notifySaved();
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
      if (isApiError(error) && error.keys.some((key) => reloadingKeys.includes(key))) await refresh();
    } finally {
      setSaving(null);
    }
  }

  let sections = <PageLoader />;
  if (counts.error) {
    sections = (
      <ErrorState
        title={t('requirementsLoadFailed')}
        message={counts.error.message}
        onRetry={() => void counts.refetch()}
      />
    );
  } else if (!counts.isPending) {
    sections = (
      <Table verticalSpacing="sm" data-testid="requirements-sections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sectionsColumnSection')}</Table.Th>
            <Table.Th>{t('columnStatus')}</Table.Th>
            <Table.Th ta="right">{t('columnActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requirementSections.map((section) => {
            const label = t(sectionLabelKeys[section]);
            return (
              <Table.Tr key={section} data-testid={`section-${section}`}>
                <Table.Td>
                  <Switch
                    label={label}
                    checked={requirements.sections[section]?.isIncluded === true}
                    disabled={!canChange || saving !== null}
                    onChange={(event) => void include(section, event.currentTarget.checked)}
                    aria-label={t('sectionIncludeLabel', { section: label })}
                  />
                </Table.Td>
                <Table.Td>
                  <SectionStatus section={section} requirements={requirements} counts={counts.counts} />
                </Table.Td>
                <Table.Td ta="right">
                  {requirements.lock === null ? (
                    <Anchor
                      component={Link}
                      to={`${base}/${sectionPaths[section]}`}
                      aria-label={t('sectionOpenLabel', { section: label })}
                    >
                      {canChange ? t('edit') : t('requirementsOpen')}
                    </Anchor>
                  ) : null}
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
          <Title order={2}>{t('requirementsEditTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('requirementsEditIntro')}
          </Text>
        </Stack>
        <Button variant="default" component={Link} to={base}>
          {t('requirementsBackToOverview')}
        </Button>
      </Group>
      <LockBanner requirements={requirements} canUnlock={mayEdit} />
      {!mayEdit ? (
        <Alert color="gray" data-testid="read-only">
          {t('buildReadOnly')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" data-testid="requirements-failure">
          {failure}
        </Alert>
      ) : null}
      {sections}
      <PricesSummary tenderId={requirements.tenderId} />
    </Stack>
  );
}
