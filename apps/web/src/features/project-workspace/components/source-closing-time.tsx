import { Text } from '@mantine/core';
import { formatZoned } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useProjectForm } from '../../projects/index.ts';

/**
 * The saved closing time above the Source tabs, on the agency's wall clock with its zone named
 * (000 §4: closing happens at that instant by the server's clock).
 */
export function SourceClosingTime() {
  const { t } = useTranslation();
  const { project, timeZone } = useProjectForm();
  const closing = project.tenders[0]?.dateClosing ?? null;
  return (
    <Text size="sm" c="dimmed" data-testid="source-closing-time">
      {closing === null
        ? t('sourceClosingNone')
        : t('sourceClosingTime', { when: formatZoned(new Date(closing), timeZone), zone: timeZone })}
    </Text>
  );
}
