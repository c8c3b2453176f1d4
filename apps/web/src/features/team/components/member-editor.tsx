import { Card, Stack } from '@mantine/core';
import type { TeamMember, UserGroup } from '@procura/contract';
import { useNavigate } from 'react-router';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { updateTeamMember, uploadAvatar, useInvalidateTeam } from '../api/team-queries.ts';
import { toUpdatePayload } from '../member-form-model.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { MemberHeading } from './member-details.tsx';
import { MemberForm } from './member-form.tsx';

/** Editing another member (PUT Users), with their photo; for people who may act on the team. */
export function MemberEditor({
  member,
  groups,
}: {
  member: TeamMember;
  groups: Pick<UserGroup, 'id' | 'name'>[];
}) {
  const node = useNodeRef();
  const navigate = useNavigate();
  const invalidate = useInvalidateTeam();

  return (
    <Stack>
      <MemberHeading person={member} />
      <Card withBorder>
        <AvatarUpload
          person={member}
          onUpload={async (file) => {
            await uploadAvatar(node, member.id, file);
            notifySaved();
            await invalidate();
          }}
        />
      </Card>
      <Card withBorder>
        <MemberForm
          key={member.id}
          mode="edit"
          member={member}
          groups={groups}
          onCancel={() => void navigate('/team/all')}
          onSave={async (values) => {
            await updateTeamMember(node, toUpdatePayload(member.id, values));
            notifySaved();
            await invalidate();
          }}
        />
      </Card>
    </Stack>
  );
}
