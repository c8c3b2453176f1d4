import { Text } from '@mantine/core';
import {
  isBlankRichText,
  isFormSection,
  type RequirementSection,
  type Requirements,
  requirementRules,
  type TableType,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useBonds, useTables, useUploadRequirements } from '../api/requirements-queries.ts';

/** How much each section holds: forms by section, upload requirements and bonds. */
export type RequirementCounts = {
  forms: Partial<Record<TableType, number>>;
  uploads: number;
  bonds: number;
};

/** The counts behind the sections' status lines, with the loading and failed states of their calls. */
export function useRequirementCounts(tenderId: number) {
  const tables = useTables(tenderId, 'all');
  const uploads = useUploadRequirements(tenderId);
  const bonds = useBonds(tenderId);
  const queries = [tables, uploads, bonds];
  const forms: Partial<Record<TableType, number>> = {};
  for (const table of tables.data ?? []) forms[table.tableType] = (forms[table.tableType] ?? 0) + 1;
  return {
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.isError)?.error ?? null,
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
    counts: {
      forms,
      uploads: uploads.data?.length ?? 0,
      bonds: bonds.data?.length ?? 0,
    } as RequirementCounts,
  };
}

/** One line saying what a section holds, or that suppliers will not see it. */
export function SectionStatus({
  section,
  requirements,
  counts,
}: {
  section: RequirementSection;
  requirements: Requirements;
  counts: RequirementCounts;
}) {
  const { t } = useTranslation();
  const written = !isBlankRichText(requirements.texts[section]);
  const parts: string[] = [];
  if (isFormSection(section)) parts.push(t('sectionStatusForms', { count: counts.forms[section] ?? 0 }));
  if (section === 'Documents') {
    parts.push(
      t('sectionStatusUploads', { count: counts.uploads, max: requirementRules.maxUploadRequirements }),
    );
  }
  if (section === 'Security') {
    parts.push(t('sectionStatusBonds', { count: counts.bonds }));
    if (requirements.allowDigitalBonds) parts.push(t('sectionStatusDigitalBonds'));
  }
  if (section === 'Instructions' || section === 'Terms') {
    parts.push(written ? t('sectionStatusTextWritten') : t('sectionStatusTextMissing'));
  } else if (written) {
    parts.push(t('sectionStatusIntroductionWritten'));
  }
  const included = requirements.sections[section]?.isIncluded === true;
  return (
    <Text size="sm" c={included ? undefined : 'dimmed'} data-testid={`section-status-${section}`}>
      {parts.join(' · ')}
    </Text>
  );
}
