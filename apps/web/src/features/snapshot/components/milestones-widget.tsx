import { Badge, Group, Text, Timeline } from '@mantine/core';
import { nextMilestone } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatSnapshotDate, milestoneLabelKeys } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

/**
 * Milestones: the project's key dates in the order they fall (the contract orders them), those
 * passed marked done and the next one pointed out; dates on the agency's clock.
 */
export function MilestonesWidget({ query }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <WidgetCard
      name="milestones"
      title={t('snapshotMilestones')}
      query={query}
      isEmpty={({ milestones }) => milestones.length === 0}
      emptyText={t('snapshotMilestonesEmpty')}
    >
      {({ milestones, timeZone }) => {
        const next = nextMilestone(milestones);
        const lastDone = milestones.reduce((last, milestone, index) => (milestone.done ? index : last), -1);
        return (
          <Timeline active={lastDone} bulletSize={14} lineWidth={2} data-testid="milestones">
            {milestones.map((milestone) => {
              const label = t(milestoneLabelKeys[milestone.key]);
              return (
                <Timeline.Item
                  key={`${milestone.key}-${milestone.meetingId ?? ''}`}
                  data-testid={`milestone-${milestone.key}`}
                  data-done={milestone.done}
                  title={
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {milestone.label ? `${label}: ${milestone.label}` : label}
                      </Text>
                      {milestone === next ? (
                        <Badge size="xs" variant="light" data-testid="milestone-next">
                          {t('snapshotMilestoneNext')}
                        </Badge>
                      ) : null}
                    </Group>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {formatSnapshotDate(milestone.date, milestone.allDay, timeZone)}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        );
      }}
    </WidgetCard>
  );
}
