import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { avatarRule, detectImageType, isAcceptableAvatar } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { streamUpload } from '../../platform/uploads.ts';
import { presentMember } from './presenters.ts';
import { findLiveUser, findUserGroupIds, updateUser } from './queries.ts';

/**
 * Avatars (000 §5: jpg, jpeg or png, at most 2 MB): stored under
 * DATA_DIR/files/avatars/<customerId>/<userId>-<random>.<ext> and served by GET /Users/Avatar,
 * whose URL names the file so a new upload is a new URL (browsers may cache each for good).
 */

const fileNamePattern = /^(\d+)-[A-Za-z0-9_-]{8,64}\.(png|jpg|jpeg)$/;
const headBytes = 8;

function avatarDir(ctx: AppContext, customerId: number): string {
  return path.join(ctx.config.dataDir, 'files', 'avatars', String(customerId));
}

function extensionOf(fileName: string): string {
  return fileName.split('.').pop()?.toLowerCase() ?? '';
}

/** The stored file an avatar URL names, when it is one of ours for this user. */
function storedFileName(avatarUrl: string | null, userId: number): string | null {
  if (!avatarUrl) return null;
  const file = new URL(avatarUrl, 'http://procura.invalid').searchParams.get('file');
  const match = file ? fileNamePattern.exec(file) : null;
  return match && Number(match[1]) === userId ? (file as string) : null;
}

export type AvatarUpload = {
  fileName: string;
  stream: Readable;
  /** Whether the multipart parser cut the file at the size limit. */
  truncated(): boolean;
};

export type AvatarTarget = { userId: number; self: boolean; mayEditOthers: boolean };

/**
 * Stores a new avatar for a user, read as a stream: the first bytes decide the image type, the
 * size is counted as it arrives, and a file over 2 MB answers 413, anything but a real JPEG or
 * PNG (agreeing with its name) 400 userInvalidImageFormat. A user may change their own avatar;
 * anyone else's needs the team action right.
 */
export async function storeAvatar(ctx: AppContext, actor: Actor, target: AvatarTarget, upload: AvatarUpload) {
  if (!target.self && !target.mayEditOthers) throw forbidden('noPermission');
  const exists = await inTenant(ctx.db, actor.customerId, (tx) =>
    findLiveUser(tx, actor.customerId, target.userId),
  );
  if (!exists) throw notFound();

  const extension = extensionOf(upload.fileName);
  const allowedName = (avatarRule.extensions as readonly string[]).includes(extension);
  const dir = avatarDir(ctx, actor.customerId);
  await mkdir(dir, { recursive: true });
  const fileName = `${target.userId}-${randomBytes(12).toString('base64url')}.${allowedName ? extension : 'bin'}`;
  const partial = path.join(dir, `${fileName}.part`);
  const received = await streamUpload(upload.stream, partial, {
    headBytes,
    accept: (head) => allowedName && detectImageType(head) !== null,
  });
  if (upload.truncated()) {
    await rm(partial, { force: true });
    throw new AppError(413, 'avatarTooLarge');
  }
  if (!received.accepted || !isAcceptableAvatar(upload.fileName, received.head, received.size)) {
    await rm(partial, { force: true });
    throw badRequest('userInvalidImageFormat');
  }
  const finalPath = path.join(dir, fileName);
  await rename(partial, finalPath);

  const avatarUrl = `/api/v1/customer/${actor.customerId}/node/${actor.nodeId}/Users/Avatar?userId=${target.userId}&file=${fileName}`;
  try {
    const { member, previous } = await inTenant(ctx.db, actor.customerId, async (tx) => {
      const user = await findLiveUser(tx, actor.customerId, target.userId);
      if (!user) throw notFound();
      await updateUser(tx, actor.customerId, user.id, { avatarUrl });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'user.avatarChanged',
        entityType: 'user',
        entityId: user.id,
        before: { avatarUrl: user.avatarUrl },
        after: { avatarUrl, bytes: received.size },
      });
      const groupIds = await findUserGroupIds(tx, actor.customerId, user.id);
      return {
        member: presentMember({ ...user, avatarUrl, groupIds }, ctx.clock.now()),
        previous: storedFileName(user.avatarUrl, user.id),
      };
    });
    if (previous) await rm(path.join(dir, previous), { force: true });
    return member;
  } catch (error) {
    await rm(finalPath, { force: true });
    throw error;
  }
}

/** The user's current avatar file as a stream, with its content type; 404 when there is none. */
export async function openAvatar(ctx: AppContext, actor: Actor, userId: number) {
  const user = await inTenant(ctx.db, actor.customerId, (tx) => findLiveUser(tx, actor.customerId, userId));
  const fileName = storedFileName(user?.avatarUrl ?? null, userId);
  if (!fileName) throw notFound();
  const filePath = path.join(avatarDir(ctx, actor.customerId), fileName);
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return {
    stream: createReadStream(filePath),
    size: info.size,
    contentType: extensionOf(fileName) === 'png' ? 'image/png' : 'image/jpeg',
  };
}
