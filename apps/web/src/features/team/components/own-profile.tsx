import { Card, Stack, Title } from '@mantine/core';
import type { UpdateOwnProfile } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { sessionKeys } from '../../../platform/session/session-queries.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { updateOwnProfile, uploadAvatar, useInvalidateTeam, useUserGroups } from '../api/team-queries.ts';
import { AvatarUpload } from './avatar-upload.tsx';
import { MemberDetails, MemberHeading } from './member-details.tsx';
import { ChangePasswordForm, OwnProfileForm } from './own-profile-forms.tsx';

/**
 * The signed-in user's own profile (the user menu's Profile). It reads the session's user, so it
 * needs no team permission: everyone may see and edit their own name, email, photo and password.
 */
export function OwnProfile() {
  const { t } = useTranslation();
  const { info } = useSession();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const invalidateTeam = useInvalidateTeam();
  // Group names are a nicety; the profile still shows without them.
  const groups = useUserGroups();
  const user = info.user;
  const profile = { firstName: user.firstName, lastName: user.lastName, email: user.email };

  async function refresh() {
    await Promise.all([queryClient.invalidateQueries({ queryKey: sessionKeys.session }), invalidateTeam()]);
  }
  async function save(change: UpdateOwnProfile) {
    await updateOwnProfile(node, user.id, change);
    notifySaved();
    await refresh();
  }
  async function upload(file: File) {
    await uploadAvatar(node, user.id, file);
    notifySaved();
    await refresh();
  }

  return (
    <Stack data-testid="own-profile">
      <MemberHeading person={user} />
      <MemberDetails person={user} groups={groups.data ?? []} />
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            {t('profileDetails')}
          </Title>
          <AvatarUpload person={user} onUpload={upload} />
          <OwnProfileForm
            key={`${user.firstName}|${user.lastName}|${user.email}`}
            profile={profile}
            onSave={save}
          />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack>
          <Title order={2} size="h4">
            {t('changePasswordTitle')}
          </Title>
          <ChangePasswordForm profile={profile} onSave={save} />
        </Stack>
      </Card>
    </Stack>
  );
}
