import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type Evaluation,
  evaluationRules,
  formatZoned,
  reviewMeetingInputSchema,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { saveMeeting, useEvaluationCache } from '../api/evaluations-queries.ts';

type Meeting = Evaluation['meetings'][number];

const meetingFields = {
  evaluationNameTooLong: 'location',
  evaluationDescriptionTooLong: 'notes',
};

/** The instant the agency's wall clock shows, or null for text that names none. */
function instantOf(local: string, timeZone: string): Date | null {
  try {
    return zonedLocalToUtc(local, timeZone);
  } catch {
    return null;
  }
}

/**
 * Adds (`meeting` null) or edits a review meeting. Its time is typed on the agency's wall clock,
 * as every date of a source is, and read back in full with the zone so nobody misreads it.
 */
export function ReviewMeetingModal({
  projectId,
  evaluation,
  meeting,
  onClose,
}: {
  projectId: number;
  evaluation: Evaluation;
  meeting: Meeting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEvaluationCache(projectId);
  const timeZone = useSession().info.customer.timezone;
  const [local, setLocal] = useState(meeting ? utcToZonedLocal(new Date(meeting.startsAt), timeZone) : '');
  const [location, setLocation] = useState(meeting?.location ?? '');
  const [notes, setNotes] = useState(meeting?.notes ?? '');
  const { errors, failure, saving, run } = useModalSave(meetingFields);
  const instant = local ? instantOf(local, timeZone) : null;

  async function save() {
    const input = { startsAt: instant?.toISOString() ?? '', location: location.trim(), notes: notes.trim() };
    // The time is checked as typed: the schema would only see an empty instant.
    const { startsAt: _, ...problems } = schemaErrors(reviewMeetingInputSchema, input);
    if (!instant) problems.startsAt = t('evaluationMeetingWhenRequired');
    const saved = await run(problems, async () => {
      cache.put(await saveMeeting(node, evaluation.id, input, meeting?.id));
    });
    if (saved) {
      notifySaved(t('evaluationMeetingSaved'));
      onClose();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(meeting ? 'evaluationMeetingEdit' : 'evaluationMeetingAdd')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <TextInput
          type="datetime-local"
          label={t('evaluationMeetingWhen')}
          required
          value={local}
          onChange={(e) => setLocal(e.currentTarget.value)}
          description={
            instant ? formatZoned(instant, timeZone) : t('evaluationMeetingZone', { zone: timeZone })
          }
          error={errors.startsAt}
          data-autofocus
        />
        <TextInput
          label={t('evaluationMeetingLocation')}
          maxLength={evaluationRules.nameMax}
          value={location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          error={errors.location}
        />
        <Textarea
          label={t('evaluationMeetingNotes')}
          autosize
          minRows={3}
          maxLength={evaluationRules.descriptionMax}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.notes}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
