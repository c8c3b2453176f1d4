import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { IntakeRequest } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../platform/session/session-context.tsx';
import { formatAgencyDay } from '../../../../ui/format.ts';
import { useIntakeModifiedUser } from '../../api/intake-queries.ts';
import { intakeStatusColors, intakeStatusLabels } from '../../presenters.ts';

/** The request's name, reference and status, and who changed it last. */
export function IntakeRequestHeader({ request }: { request: IntakeRequest }) {
  const { t } = useTranslation();
  const timeZone = useSession().info.customer.timezone;
  const modified = useIntakeModifiedUser(request.id);
  const status = request.projectDetail.status;
  const last = modified.data;
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Title order={2}>{request.projectDetail.projectName}</Title>
        <Badge variant="light" color={intakeStatusColors[status]} data-testid="intake-status-badge">
          {t(intakeStatusLabels[status])}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intakeReferenceLine', {
          reference: request.reference,
          date: formatAgencyDay(request.projectDetail.dateCreatedUtc, timeZone),
        })}
      </Text>
      {last?.fullName && last.dateModifiedUtc ? (
        <Text size="sm" c="dimmed" data-testid="intake-last-changed">
          {t('intakeLastChanged', {
            name: last.fullName,
            date: formatAgencyDay(last.dateModifiedUtc, timeZone),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
