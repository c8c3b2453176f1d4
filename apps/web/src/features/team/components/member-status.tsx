import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../api/team-api.ts';

/** Active, inactive or locked; a locked account is the more urgent thing to see. */
export function MemberStatus({ member }: { member: Pick<TeamMember, 'inActive' | 'locked'> }) {
  const { t } = useTranslation();
  if (member.locked) return <Badge color="red">{t('statusLocked')}</Badge>;
  if (member.inActive) return <Badge color="gray">{t('statusInactive')}</Badge>;
  return <Badge color="teal">{t('statusActive')}</Badge>;
}
