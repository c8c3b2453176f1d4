import type { SaveUserGroup, UserGroup } from '@procura/contract';
import { ApiError } from '../../../platform/api/client.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';
import { changeGroupMembers, fetchUserGroups, saveUserGroup } from './group-queries.ts';

export type GroupDraft = SaveUserGroup & { memberIds: number[] };

/**
 * Saves a group, then brings its membership to `draft.memberIds` with the two membership calls
 * (only what changed). A new group's id comes from the answer, or, when the server answers
 * without the group, from the list by its name (names are unique in the node). Answers the id.
 */
export async function saveGroupWithMembers(
  node: NodeRef,
  draft: GroupDraft,
  original: UserGroup | null,
): Promise<number> {
  const { memberIds, ...group } = draft;
  const saved = await saveUserGroup(node, group);
  const id = saved?.id ?? original?.id ?? (await findGroupId(node, group.name));
  const before = new Set((original?.users ?? []).map((user) => user.id));
  const after = new Set(memberIds);
  const added = memberIds.filter((userId) => !before.has(userId));
  const removed = [...before].filter((userId) => !after.has(userId));
  await changeGroupMembers(node, 'add', added, [id]);
  await changeGroupMembers(node, 'remove', removed, [id]);
  return id;
}

async function findGroupId(node: NodeRef, name: string): Promise<number> {
  const wanted = name.trim().toLowerCase();
  const found = (await fetchUserGroups(node)).find((group) => group.name.trim().toLowerCase() === wanted);
  if (!found) throw new ApiError(0, [i18n.t('unknownError')]);
  return found.id;
}
