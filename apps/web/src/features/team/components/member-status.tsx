import { Badge } from '@mantine/core';
import type { TeamMember } from '@procura/contract';
import { useTranslation } from 'react-i18next';

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
