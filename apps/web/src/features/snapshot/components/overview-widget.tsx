import { Badge, Group, Spoiler, Stack, Text } from '@mantine/core';
import type { ProjectSnapshot } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationLabelKeys } from '../../../ui/classification-labels.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import {
  methodLabelKeys,
  phaseLabelKeys,
  statusColors,
  statusLabelKeys,
  typeLabelKeys,
} from '../../projects/index.ts';
import { formatSnapshotDate, formatSnapshotMoney, personName } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

/** A label and its value on one line of a widget. */
export function Fact({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" data-testid={`fact-${name}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function Person({ person, fallback }: { person: ProjectSnapshot['overview']['lead']; fallback: string }) {
  if (!person) return <>{fallback}</>;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <UserAvatar person={person} size="sm" />
      <span>{personName(person, fallback)}</span>
    </Group>
  );
}

/** Overview: what the project is, who leads it, where it stands, and its description. */
export function OverviewWidget({ query }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <WidgetCard name="overview" title={t('snapshotOverview')} query={query}>
      {({ overview, timeZone }) => (
        <Stack gap={6}>
          <Group gap="xs">
            <Badge color={statusColors[overview.status]} data-testid="snapshot-status">
              {t(statusLabelKeys[overview.status])}
            </Badge>
            <Badge variant="outline">{t(methodLabelKeys[overview.procurementMethod])}</Badge>
            <Badge variant="light">{t(phaseLabelKeys[overview.phase])}</Badge>
          </Group>
          <Fact name="number" label={t('snapshotProjectNumber')}>
            {overview.number || t('snapshotNone')}
          </Fact>
          <Fact name="type" label={t('snapshotProjectType')}>
            {t(typeLabelKeys[overview.type])}
          </Fact>
          <Fact name="department" label={t('snapshotDepartment')}>
            {[overview.department, overview.division].filter(Boolean).join(' / ') || t('snapshotNone')}
          </Fact>
          <Fact name="lead" label={t('snapshotLead')}>
            <Person person={overview.lead} fallback={t('notSure')} />
          </Fact>
          {overview.departmentLead ? (
            <Fact name="department-lead" label={t('snapshotDepartmentLead')}>
              <Person person={overview.departmentLead} fallback={t('notSure')} />
            </Fact>
          ) : null}
          <Fact name="classification" label={t('snapshotClassification')}>
            {overview.classification
              ? t(classificationLabelKeys[overview.classification])
              : t('snapshotNone')}
          </Fact>
          <Fact name="estimated-value" label={t('snapshotEstimatedValue')}>
            {formatSnapshotMoney(overview.estimatedValue)}
          </Fact>
          <Fact name="estimated-annual-value" label={t('snapshotEstimatedAnnualValue')}>
            {formatSnapshotMoney(overview.estimatedAnnualValue)}
          </Fact>
          <Fact name="created" label={t('snapshotCreated')}>
            {formatSnapshotDate(overview.createdAt, false, timeZone)}
            {overview.createdBy ? (
              <Text size="xs" c="dimmed">
                {t('snapshotCreatedBy', { name: personName(overview.createdBy, '') })}
              </Text>
            ) : null}
          </Fact>
          <Text size="sm" c="dimmed" mt="xs">
            {t('snapshotDescription')}
          </Text>
          {overview.description.trim() ? (
            <Spoiler
              maxHeight={72}
              showLabel={t('snapshotShowMore')}
              hideLabel={t('snapshotShowLess')}
              data-testid="snapshot-description"
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {overview.description}
              </Text>
            </Spoiler>
          ) : (
            <Text size="sm" c="dimmed" data-testid="snapshot-description-empty">
              {t('snapshotNoDescription')}
            </Text>
          )}
        </Stack>
      )}
    </WidgetCard>
  );
}
