import { type ProjectSettings, projectSettingsSchema } from '@procura/contract';

/**
 * The project-settings form's values and their bounds. Number inputs hold '' while empty, so the
 * numeric fields are `number | string` until they become the contract's payload.
 */
export const numberFields = [
  'projectNumberPadding',
  'nextProjectNumber',
  'notificationMonths',
  'submissionsRequiredToUnseal',
  'optionalRows',
] as const;
export type NumberField = (typeof numberFields)[number];
export type ProjectSettingsValues = Omit<ProjectSettings, NumberField> & Record<NumberField, number | string>;

export function valuesOf(settings: ProjectSettings): ProjectSettingsValues {
  return {
    autoGenerateProjectNumber: settings.autoGenerateProjectNumber,
    projectNumberPrefix: settings.projectNumberPrefix,
    projectNumberPadding: settings.projectNumberPadding,
    nextProjectNumber: settings.nextProjectNumber,
    notificationMonths: settings.notificationMonths,
    submissionsRequiredToUnseal: settings.submissionsRequiredToUnseal,
    optionalRows: settings.optionalRows,
    allowInformalProjects: settings.allowInformalProjects ?? false,
  };
}

/** An empty number becomes NaN, which the schema reports as required. */
export function toSettings(values: ProjectSettingsValues): ProjectSettings {
  const number = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
  return {
    autoGenerateProjectNumber: values.autoGenerateProjectNumber,
    projectNumberPrefix: values.projectNumberPrefix.trim(),
    projectNumberPadding: number(values.projectNumberPadding),
    nextProjectNumber: number(values.nextProjectNumber),
    notificationMonths: number(values.notificationMonths),
    submissionsRequiredToUnseal: number(values.submissionsRequiredToUnseal),
    optionalRows: number(values.optionalRows),
    allowInformalProjects: values.allowInformalProjects ?? false,
  };
}

/** Each number input's range, read from the contract so the limits live in one place. */
export function boundsOf(field: NumberField): { min?: number; max?: number } {
  const schema = projectSettingsSchema.shape[field];
  return { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
}
