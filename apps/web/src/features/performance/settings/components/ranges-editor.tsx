import { Fieldset, Group, NumberInput, Progress, Stack, Text, Tooltip } from '@mantine/core';
import {
  areRangesOrdered,
  type PerformanceRating,
  performanceRatings,
  type RatingRanges,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent, ratingLabels } from '../labels.ts';
import { typedNumber } from '../template-model.ts';

type RangeRating = keyof RatingRanges;
const rangeRatings = performanceRatings.filter((r): r is RangeRating => r !== 'unacceptable');

const bandColors: Record<PerformanceRating, string> = {
  exceptional: 'teal',
  good: 'green',
  satisfactory: 'lime',
  cautionary: 'yellow',
  notSatisfactory: 'orange',
  unacceptable: 'red',
};

/** The ranges as typed: an input being cleared holds '' and makes the ranges unusable, not 0. */
export function typedRanges(ranges: RatingRanges): RatingRanges {
  return {
    exceptional: typedNumber(ranges.exceptional),
    good: typedNumber(ranges.good),
    satisfactory: typedNumber(ranges.satisfactory),
    cautionary: typedNumber(ranges.cautionary),
    notSatisfactory: typedNumber(ranges.notSatisfactory),
  };
}

/** Whether the contract accepts the ranges as typed. */
export const rangesUsable = (ranges: RatingRanges) => areRangesOrdered(typedRanges(ranges));

/** Each rating's span of the percent scale, worst first, as the band draws them. */
function spans(ranges: RatingRanges): { rating: PerformanceRating; from: number; to: number }[] {
  const worstFirst = [...performanceRatings].reverse();
  return worstFirst.map((rating, index) => {
    const from = rating === 'unacceptable' ? 0 : ranges[rating];
    const better = worstFirst[index + 1] as RangeRating | undefined;
    return { rating, from, to: better ? ranges[better] : 100 };
  });
}

/** The percent scale cut into the ratings, so a change of range reads at a glance. */
function RatingBand({ ranges }: { ranges: RatingRanges }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Progress.Root size={24} aria-label={t('perfSetRangesPreview')} data-testid="ranges-preview">
        {spans(ranges).map(({ rating, from, to }) => {
          const label = t('perfSetRangeSpan', {
            rating: t(ratingLabels[rating]),
            from: formatPercent(from),
            to: formatPercent(to),
          });
          return (
            <Tooltip key={rating} label={label} withArrow>
              <Progress.Section value={to - from} color={bandColors[rating]} aria-label={label}>
                <Progress.Label>{to - from >= 8 ? t(ratingLabels[rating]) : ''}</Progress.Label>
              </Progress.Section>
            </Tooltip>
          );
        })}
      </Progress.Root>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {formatPercent(0)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatPercent(100)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The final rating ranges (000 §3 Ratings): the lowest percent of each rating, best first;
 * unacceptable is everything below not satisfactory. Checked as typed with the contract's
 * areRangesOrdered, and drawn as a band once they hold.
 */
export function RangesEditor({
  legend,
  ranges,
  disabled,
  error,
  onChange,
}: {
  legend: string;
  ranges: RatingRanges;
  disabled: boolean;
  /** The server's refusal of the ranges, if any. */
  error?: string | null;
  onChange: (ranges: RatingRanges) => void;
}) {
  const { t } = useTranslation();
  const usable = rangesUsable(ranges);
  const problem = usable ? (error ?? null) : t('performanceRangesNotOrdered');
  return (
    <Fieldset legend={legend} data-testid="ranges-editor">
      <Stack gap="sm">
        {rangeRatings.map((rating) => (
          <NumberInput
            key={rating}
            label={t('perfSetRangeMinimum', { rating: t(ratingLabels[rating]) })}
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            clampBehavior="none"
            allowNegative={false}
            disabled={disabled}
            value={ranges[rating]}
            // A cleared input stays '' (typedRanges reads it as unusable) rather than jumping to 0.
            onChange={(value) => onChange({ ...ranges, [rating]: value as number })}
          />
        ))}
        <Text size="sm" data-testid="unacceptable-range">
          {t('perfSetRangeUnacceptable', {
            rating: t(ratingLabels.unacceptable),
            below: Number.isFinite(typedRanges(ranges).notSatisfactory)
              ? formatPercent(typedRanges(ranges).notSatisfactory)
              : '—',
          })}
        </Text>
        {problem ? (
          <Text size="sm" c="red" data-testid="ranges-problem">
            {problem}
          </Text>
        ) : null}
        {usable ? <RatingBand ranges={typedRanges(ranges)} /> : null}
      </Stack>
    </Fieldset>
  );
}
