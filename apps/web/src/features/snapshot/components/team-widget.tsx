import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { type ProjectPerson, projectRoleLabels } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../platform/i18n/index.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { personName } from '../presenters.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

function Member({ person, children }: { person: ProjectPerson & { email?: string }; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="team-member">
      <UserAvatar person={person} size="md" />
      <Stack gap={2}>
        <Group gap={6}>
          <Text size="sm" fw={500}>
            {personName(person, t('notSure'))}
          </Text>
          {person.inActive ? (
            <Badge size="xs" color="gray">
              {t('snapshotInactive')}
            </Badge>
          ) : null}
        </Group>
        {person.email ? (
          <Anchor href={`mailto:${person.email}`} size="xs">
            {person.email}
          </Anchor>
        ) : null}
        {children}
      </Stack>
    </Group>
  );
}

/** Team: the procurement lead, then each member with every role they hold on the project. */
export function TeamWidget({ query, projectId }: WidgetProps & { projectId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <WidgetCard
      name="team"
      title={t('snapshotTeam')}
      query={query}
      isEmpty={({ team }) => team.lead === null && team.members.length === 0}
      emptyText={t('snapshotTeamEmpty')}
      action={() => (
        <Anchor component={Link} to={`/projects/${projectId}/team`} size="sm" data-testid="team-link">
          {t('snapshotViewTeam')}
        </Anchor>
      )}
    >
      {({ team }) => (
        <Stack gap="sm">
          {team.lead ? (
            <Member person={team.lead}>
              <Badge size="xs" variant="light" data-testid="team-lead">
                {t('snapshotLead')}
              </Badge>
            </Member>
          ) : null}
          {team.members.map(({ person, roles }) => (
            <Member key={person.id} person={person}>
              <Group gap={4}>
                {roles.map((role) => (
                  <Badge key={role} size="xs" variant="outline">
                    {projectRoleLabels[role][language]}
                  </Badge>
                ))}
              </Group>
            </Member>
          ))}
        </Stack>
      )}
    </WidgetCard>
  );
}
