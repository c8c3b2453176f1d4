import { Select } from '@mantine/core';
import { addDays, type ClosingRange, closingWindow } from '@procura/contract';
import { useTranslation } from 'react-i18next';

/**
 * The days a bid-closing range covers, as the inclusive dateFrom and dateTo of My Projects:
 * "within N days" is 0 <= days left < N (000 §9), so 7 is today and the six days after it.
 * 'any' sends neither, so projects without a closing date stay in the list.
 */
export function closingDates(today: string, range: ClosingRange): { dateFrom?: string; dateTo?: string } {
  const window = closingWindow(today, range);
  return window ? { dateFrom: window.from, dateTo: addDays(window.to, -1) } : {};
}

function rangeValue(range: ClosingRange): string {
  return String(range);
}

function readRange(value: string): ClosingRange {
  return value === 'any' ? 'any' : Number(value);
}

/** A closing-range drop-down (000 §9): 'any', a number of days, or 0 for already expired. */
export function RangeSelect<R extends ClosingRange>({
  label,
  ranges,
  value,
  onChange,
  testId,
}: {
  label: string;
  ranges: readonly R[];
  value: R;
  onChange: (range: R) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const labelOf = (range: ClosingRange) =>
    range === 'any'
      ? t('dashRangeAny')
      : range === 0
        ? t('dashRangeExpired')
        : t('dashRangeDays', { count: range });
  return (
    <Select
      label={label}
      size="xs"
      w={160}
      allowDeselect={false}
      data-testid={testId}
      data={ranges.map((range) => ({ value: rangeValue(range), label: labelOf(range) }))}
      value={rangeValue(value)}
      onChange={(next) => {
        if (next !== null) onChange(readRange(next) as R);
      }}
    />
  );
}
