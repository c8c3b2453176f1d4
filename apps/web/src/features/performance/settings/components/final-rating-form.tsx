import { Alert, Card, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FinalRating, type RatingScale, ratingScales } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { performanceSettingsKeys, saveFinalRating, useFinalRating } from '../../api/settings-queries.ts';
import { ratingScaleLabels } from '../labels.ts';
import { RangesEditor, rangesUsable, typedRanges } from './ranges-editor.tsx';
import { loadStateOf, SettingsActions } from './settings-frame.tsx';

const fieldOfKey = { performanceRangesNotOrdered: 'ranges' } as const;

function FinalRatingForm({ rating, readOnly }: { rating: FinalRating; readOnly: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FinalRating>({ mode: 'controlled', initialValues: rating });
  const dirty = form.isDirty();
  useUnsavedChanges(dirty && !readOnly);

  const submit = form.onSubmit(async (values) => {
    if (!rangesUsable(values.ranges)) return;
    setFailure(null);
    try {
      const saved = await saveFinalRating(node, { ...values, ranges: typedRanges(values.ranges) });
      queryClient.setQueryData(performanceSettingsKeys.finalRating(node.customerId, node.nodeId), saved);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySaved();
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="final-rating-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Select
          label={t('perfSetRatingScale')}
          description={t('perfSetRatingScaleHelp')}
          data={ratingScales.map((scale) => ({ value: scale, label: t(ratingScaleLabels[scale]) }))}
          allowDeselect={false}
          disabled={readOnly}
          value={form.values.ratingScale}
          onChange={(value) => value && form.setFieldValue('ratingScale', value as RatingScale)}
        />
        <RangesEditor
          legend={t('perfSetFinalRanges')}
          ranges={form.values.ranges}
          disabled={readOnly}
          error={form.errors.ranges ? String(form.errors.ranges) : null}
          onChange={(ranges) => {
            form.setFieldValue('ranges', ranges);
            form.clearFieldError('ranges');
          }}
        />
        <SettingsActions
          controlId="saveFinalRating"
          testId="final-rating-save"
          dirty={dirty}
          blocked={!rangesUsable(form.values.ranges)}
          submitting={form.submitting}
          readOnly={readOnly}
          onDiscard={() => {
            form.reset();
            setFailure(null);
          }}
        />
      </Stack>
    </form>
  );
}

/** The Final rating tab (001 §7 FinalRating): the rating scale and the agency's ranges. */
export function FinalRatingPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const rating = useFinalRating();
  return (
    loadStateOf([rating], t('perfSetSettingsLoadFailed')) ??
    (rating.data ? (
      <Card withBorder>
        <FinalRatingForm rating={rating.data} readOnly={readOnly} />
      </Card>
    ) : null)
  );
}
