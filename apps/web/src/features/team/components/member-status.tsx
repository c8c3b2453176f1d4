import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/team-api.ts';

// A status is one short word: never cut to an ellipsis when the table is narrow.
const whole = { label: { overflow: 'visible' } } as const;

/** Active, inactive or locked; a locked account is the more urgent thing to see. */
export function MemberStatus({ member }: { member: Pick<TeamMember, 'inActive' | 'locked'> }) {
  const { t } = useTranslation();
  if (member.locked) {
    return (
      <Badge color="red" styles={whole}>
        {t('statusLocked')}
      </Badge>
    );
  }
  if (member.inActive) {
    return (
      <Badge color="gray" styles={whole}>
        {t('statusInactive')}
      </Badge>
    );
  }
  return (
    <Badge color="teal" styles={whole}>
      {t('statusActive')}
    </Badge>
  );
}
