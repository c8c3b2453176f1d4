import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { formatZoned, type MessageKey, type TenderDateField, zonedLocalToUtc } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { BuildPageFrame, BuildSection } from '../components/build-form-parts.tsx';
import { useProjectForm } from '../components/project-form-context.tsx';
import { dateProblemsOf, newMeeting, readFormValues } from '../project-form-model.ts';

type Problems = Record<string, MessageKey[]>;

/** The typed wall-clock time read back as the full date with its zone, so nobody misreads it. */
function zonedHint(local: string, timeZone: string): string | undefined {
  if (local === '') return undefined;
  try {
    return formatZoned(zonedLocalToUtc(local, timeZone), timeZone);
  } catch {
    return undefined;
  }
}

/**
 * One date and time, typed on the agency's wall clock. The form's own error (a time that cannot
 * be read) comes first, then the first date rule it breaks.
 */
function ZonedDateInput({
  path,
  label,
  problems,
  testId,
}: {
  path: string;
  label: UiKey;
  problems: Problems;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { form, timeZone, readOnly } = useProjectForm();
  const props = form.getInputProps(path);
  const value = props.value as string;
  const formError = typeof props.error === 'string' ? props.error : null;
  const rule = problems[path]?.[0];
  return (
    <TextInput
      type="datetime-local"
      label={t(label)}
      value={value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      description={zonedHint(value, timeZone) ?? t('datesEmpty')}
      error={formError ?? (rule ? t(rule) : null)}
      disabled={readOnly}
      data-field={path.replace(/^tender\./, '')}
      data-testid={testId ?? `date-${path.replace(/^tender\./, '')}`}
    />
  );
}

function Dates({
  fields,
  problems,
}: {
  fields: readonly (readonly [TenderDateField, UiKey])[];
  problems: Problems;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {fields.map(([field, label]) => (
        <ZonedDateInput key={field} path={`tender.${field}`} label={label} problems={problems} />
      ))}
    </SimpleGrid>
  );
}

/** Project meetings (000 §3): description, location, start, optional end, mandatory, shown to the public. */
function MeetingsEditor({ problems }: { problems: Problems }) {
  const { t } = useTranslation();
  const { form, readOnly } = useProjectForm();
  const meetings = form.values.tender.meetings;
  const listProblem = problems['tender.meetings']?.[0];

  return (
    <BuildSection title={t('datesMeetings')}>
      {listProblem ? (
        <Text c="red" size="sm" role="alert" data-testid="meetings-problem">
          {t(listProblem)}
        </Text>
      ) : null}
      {meetings.map((meeting, index) => {
        const path = `tender.meetings.${index}`;
        const descriptionProblem = problems[`${path}.description`]?.[0];
        const descriptionError = form.errors[`${path}.description`];
        return (
          <Card key={meeting.key} withBorder data-testid={`meeting-${index}`}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, md: 2 }} style={{ flex: 1 }}>
                  <TextInput
                    label={t('meetingDescription')}
                    required
                    {...form.getInputProps(`${path}.description`)}
                    error={
                      (typeof descriptionError === 'string' ? descriptionError : null) ??
                      (descriptionProblem ? t(descriptionProblem) : null)
                    }
                    disabled={readOnly}
                    data-field={`meetings.${index}.description`}
                  />
                  <TextInput
                    label={t('meetingLocation')}
                    {...form.getInputProps(`${path}.location`)}
                    disabled={readOnly}
                  />
                  <ZonedDateInput path={`${path}.date`} label="meetingDate" problems={problems} />
                  <ZonedDateInput path={`${path}.endDate`} label="meetingEndDate" problems={problems} />
                </SimpleGrid>
                {readOnly ? null : (
                  <Tooltip label={t('meetingRemove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('meetingRemove')}
                      onClick={() => form.removeListItem('tender.meetings', index)}
                      data-testid={`meeting-remove-${index}`}
                    >
                      <CrossIcon size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <Group>
                <Switch
                  label={t('meetingMandatory')}
                  {...form.getInputProps(`${path}.isMandatory`, { type: 'checkbox' })}
                  disabled={readOnly}
                />
                <Switch
                  label={t('meetingShowToPublic')}
                  {...form.getInputProps(`${path}.showToPublic`, { type: 'checkbox' })}
                  disabled={readOnly}
                />
              </Group>
            </Stack>
          </Card>
        );
      })}
      {readOnly ? null : (
        <Button
          variant="default"
          onClick={() => form.insertListItem('tender.meetings', newMeeting())}
          data-testid="meeting-add"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('meetingAdd')}
        </Button>
      )}
    </BuildSection>
  );
}

/**
 * /projects/:id/build/dates: every date of the source, typed and shown in the agency's time zone
 * (always named) and saved as UTC, with the date rules of 000 §5 checked as the user types.
 */
export function BuildDatesPage() {
  const { t } = useTranslation();
  const { project, form, timeZone } = useProjectForm();
  const tender = form.values.tender;
  const problems = dateProblemsOf(readFormValues(form.values, timeZone), new Date());
  const published = project.status === 'Open' || project.status === 'Open_Scheduled';
  const publishDateChanged = tender.dateAvailable !== form.getInitialValues().tender.dateAvailable;

  return (
    <BuildPageFrame page="dates">
      <Alert color="blue" variant="light" data-testid="dates-time-zone">
        {t('datesTimeZone', { zone: timeZone })}
      </Alert>
      {published && publishDateChanged ? (
        <Alert color="yellow" role="alert" data-testid="dates-republish-warning">
          {t('projectRepublishConfirm')}
        </Alert>
      ) : null}
      <BuildSection title={t('datesPublishing')}>
        <Dates
          problems={problems}
          fields={[
            ['dateAvailable', 'datePublish'],
            ['dateClosing', 'dateClosing'],
            ['dateEstimatedAward', 'dateEstimatedAward'],
            ['dateSentToPurchasing', 'dateSentToPurchasing'],
          ]}
        />
      </BuildSection>
      <BuildSection title={t('datesQuestionsRegistration')}>
        <Dates
          problems={problems}
          fields={[
            ...(tender.hasQuestionDeadline
              ? ([
                  ['questionDeadline', 'dateQuestionDeadline'],
                  ['incompleteQuestionNotificationDate', 'dateIncompleteQuestionNotification'],
                ] as const)
              : []),
            ['registrationDeadline', 'dateRegistrationDeadline'],
          ]}
        />
      </BuildSection>
      <BuildSection title={t('datesPlanning')}>
        <Dates
          problems={problems}
          fields={[
            ['datePlannedNotice', 'datePlannedNotice'],
            ['plannedIssueDate', 'datePlannedIssue'],
            ['dateEstimatedAvailability', 'dateEstimatedAvailability'],
          ]}
        />
      </BuildSection>
      {tender.hasSiteMeetings ? (
        <MeetingsEditor problems={problems} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('datesMeetingsOff')}
        </Text>
      )}
    </BuildPageFrame>
  );
}
