import {
  type Language,
  type LoginRequest,
  type LoginType,
  passwordReset,
  type SessionInfo,
  translate,
} from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type AppError, badRequest, forbidden, unauthorized } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { counterKey } from '../../platform/rate-limit.ts';
import { decoyHash, hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/secrets.ts';
import type { SessionContext } from '../../platform/session.ts';
import {
  clearSignInFailures,
  countSignInFailure,
  refuseBlockedSignIn,
  unlockAccount,
} from '../../platform/sign-in-guard.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  findCustomer,
  findCustomerByDomain,
  findNodes,
  listCustomers,
  presentCustomer,
  presentNode,
} from '../customers/index.ts';
import { findActiveUserByLogin, findActiveUsersByEmail, findUser, updateUser } from '../team/index.ts';
import { findUnusedResetToken, insertPasswordResetToken, spendResetTokens } from './queries.ts';
import { endOpenSessions, endSession, moveSessionToAgency, touchSession } from './session-queries.ts';
import { createSession, findSessionRights, idleExpiry } from './sessions.ts';

/** local, sso or both, by the agency's single sign-on settings; an unknown domain is a 400. */
export async function lookUpLoginType(ctx: AppContext, domain: string): Promise<LoginType> {
  const customer = await asSystem(ctx.db, (tx) => findCustomerByDomain(tx, domain));
  if (!customer) throw badRequest('errorInvalidDomain');
  if (!customer.ssoEnabled) return 'local';
  return customer.allowLocalLogin ? 'both' : 'sso';
}

type LoginOutcome =
  | { ok: true; token: string; info: SessionInfo }
  | { ok: false; error: AppError }
  | { ok: false; error: null };

/** The staff account a sign-in names, for its lock-out: the user when one matches, else the login. */
const staffAttempt = (customerId: number, userId: number | null, login: string, address: string) => ({
  scope: `staff:${customerId}`,
  account: userId === null ? `login:${login.trim().toLowerCase()}` : `user:${userId}`,
  address,
});

/**
 * Checks credentials. Five consecutive failures for one account from one client address lock
 * that pair for 30 minutes, and fifty from all addresses lock the account until it runs out or an
 * administrator unlocks it (platform/sign-in-guard.ts): a locked pair or account answers 429
 * whatever the password. An unknown login fails and locks exactly as a known one does.
 */
export async function logIn(
  ctx: AppContext,
  input: LoginRequest,
  address: string,
): Promise<{ token: string; info: SessionInfo }> {
  const customer = await asSystem(ctx.db, (tx) => findCustomerByDomain(tx, input.domain));
  if (!customer) throw badRequest('errorInvalidDomain');
  const known = await inTenant(ctx.db, customer.id, (tx) =>
    findActiveUserByLogin(tx, customer.id, input.username),
  );
  const attempt = staffAttempt(customer.id, known?.id ?? null, input.username, address);
  await refuseBlockedSignIn(ctx.limiter, attempt, 'accountLocked');
  const outcome = await inTenant(ctx.db, customer.id, async (tx): Promise<LoginOutcome> => {
    const user = known;
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyPassword(await decoyHash(), input.password).then(() => false);
    if (!user || !passwordOk || (customer.ssoEnabled && !customer.allowLocalLogin)) {
      return { ok: false, error: null };
    }
    if (user.failedLoginCount > 0 || user.lockedAt) {
      await updateUser(tx, customer.id, user.id, { failedLoginCount: 0, lockedAt: null });
    }
    const created = await createSession(tx, ctx, customer.id, user.id);
    await recordAudit(tx, ctx.clock, {
      customerId: customer.id,
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'login.succeeded',
      entityType: 'user',
      entityId: user.id,
    });
    const info = await describeSession(tx, ctx, {
      homeCustomerId: customer.id,
      activeCustomerId: customer.id,
      userId: user.id,
      idleExpiresAt: created.idleExpiresAt,
      expiresAt: created.expiresAt,
    });
    return { ok: true, token: created.token, info };
  });
  if (outcome.ok) {
    await clearSignInFailures(ctx.limiter, attempt);
    return { token: outcome.token, info: outcome.info };
  }
  if (outcome.error) throw outcome.error;
  // Counted outside the transaction (the counters are not agency data), then put on the record.
  const counted = await countSignInFailure(ctx.limiter, attempt, 'accountLocked');
  await recordLoginFailure(ctx, customer.id, known ?? null, input.username, address, counted);
  throw counted.refusal ?? unauthorized('errorInvalidCredentials');
}

/**
 * A failed sign-in on the record, unknown logins too (the agency sees who is being guessed at, and
 * both cost the same): `login.locked` when it locked the login at this address, `user.locked`
 * when it reached the account's ceiling, which administrators see and may unlock.
 */
async function recordLoginFailure(
  ctx: AppContext,
  customerId: number,
  user: { id: number; email: string; failedLoginCount: number } | null,
  login: string,
  address: string,
  counted: { refusal: AppError | null; accountLocked: boolean },
) {
  await inTenant(ctx.db, customerId, async (tx) => {
    const now = ctx.clock.now();
    const failedLoginCount = (user?.failedLoginCount ?? 0) + 1;
    if (user) {
      await updateUser(tx, customerId, user.id, {
        failedLoginCount,
        ...(counted.refusal ? { lockedAt: now } : {}),
      });
    }
    await recordAudit(tx, ctx.clock, {
      customerId,
      actorUserId: user?.id ?? null,
      actorLabel: user?.email ?? login.slice(0, 200),
      action: counted.accountLocked ? 'user.locked' : counted.refusal ? 'login.locked' : 'login.failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      after: { failedLoginCount, address },
    });
  });
}

type SessionRef = Pick<
  SessionContext,
  'homeCustomerId' | 'activeCustomerId' | 'userId' | 'idleExpiresAt' | 'expiresAt'
>;

/** The customer, user and nodes of a session: the answer of login, validate and switchAgency. */
async function describeSession(tx: Tx, ctx: AppContext, ref: SessionRef): Promise<SessionInfo> {
  const user = await findUser(tx, ref.homeCustomerId, ref.userId);
  const customer = await findCustomer(tx, ref.activeCustomerId);
  const nodes = await findNodes(tx, ref.activeCustomerId);
  if (!user || !customer || !nodes) throw unauthorized();
  const access = await findSessionRights(tx, ctx, ref);
  return {
    customer: presentCustomer(customer),
    customerNode: presentNode(nodes.customer),
    tenderNode: presentNode(nodes.tender),
    host: ctx.config.publicUrl,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      avatarUrl: user.avatarUrl,
      inActive: user.inActive,
      purchaser: user.purchaser,
      groupIds: access.groupIds,
      permissions: access.permissions,
      isSiteAdmin: access.isSiteAdmin,
    },
    expiresAt: ref.expiresAt.toISOString(),
    idleExpiresAt: ref.idleExpiresAt.toISOString(),
  };
}

export function validateSession(ctx: AppContext, session: SessionContext): Promise<SessionInfo> {
  return asSystem(ctx.db, (tx) => describeSession(tx, ctx, session));
}

/** Ends the session (the route clears the cookie) and says where the browser goes next, if anywhere. */
export async function signOff(
  ctx: AppContext,
  session: SessionContext,
): Promise<{ redirectUrl: string | null }> {
  return inTenant(ctx.db, session.homeCustomerId, async (tx) => {
    await endSession(tx, session.homeCustomerId, session.sessionId, ctx.clock.now());
    await recordAudit(tx, ctx.clock, {
      customerId: session.homeCustomerId,
      actorUserId: session.userId,
      actorLabel: `user:${session.userId}`,
      action: 'logout',
      entityType: 'user',
      entityId: session.userId,
    });
    ctx.disconnectSockets({ customerId: session.homeCustomerId, sessionId: session.sessionId });
    // An agency on single sign-on ends the identity provider's session too, when it names where.
    const customer = await findCustomer(tx, session.homeCustomerId);
    return { redirectUrl: customer?.ssoEnabled && customer.ssoLogoutUrl ? customer.ssoLogoutUrl : null };
  });
}

/** Marks the session used now, pushing its idle expiry back (never past the absolute one). */
export async function refreshSession(ctx: AppContext, session: SessionContext) {
  const now = ctx.clock.now();
  await inTenant(ctx.db, session.homeCustomerId, (tx) =>
    touchSession(tx, session.homeCustomerId, session.sessionId, now),
  );
  return {
    idleExpiresAt: idleExpiry(now, session.expiresAt).toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Site administrators move their session to another agency. The session's token is replaced
 * (the route sets the new cookie): rights changed, so a token seen before cannot carry them.
 */
export async function switchAgency(
  ctx: AppContext,
  session: SessionContext,
  customerId: number,
): Promise<{ token: string; info: SessionInfo }> {
  if (!session.isSiteAdmin) throw forbidden('noPermission');
  return asSystem(ctx.db, async (tx) => {
    const target = await findCustomer(tx, customerId);
    if (!target || !(await findNodes(tx, customerId))) throw badRequest('invalidCustomerId');
    const token = newToken();
    await moveSessionToAgency(tx, session.homeCustomerId, session.sessionId, customerId, tokenHash(token));
    await recordAudit(tx, ctx.clock, {
      customerId,
      actorUserId: session.userId,
      actorLabel: `site-admin:${session.homeCustomerId}/${session.userId}`,
      action: 'agency.switched',
      entityType: 'customer',
      entityId: customerId,
      before: { customerId: session.activeCustomerId },
      after: { customerId },
    });
    return { token, info: await describeSession(tx, ctx, { ...session, activeCustomerId: customerId }) };
  });
}

/** Every agency with its nodes: the switch-agency list, for site administrators only. */
export async function listAgencies(ctx: AppContext, session: SessionContext) {
  if (!session.isSiteAdmin) throw forbidden('noPermission');
  return asSystem(ctx.db, async (tx) => {
    const rows = await listCustomers(tx);
    const result = [];
    for (const row of rows) {
      const nodes = await findNodes(tx, row.id);
      if (nodes) {
        result.push({
          customerId: row.id,
          customerName: row.displayName,
          customerNodeId: nodes.customer.id,
          tenderNodeId: nodes.tender.id,
        });
      }
    }
    return result;
  });
}

/**
 * Mails a single-use reset link to every active account with this email (in the given agency
 * when a domain is sent). The answer is the same whether or not an account exists.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; domain?: string | undefined },
  language: Language,
): Promise<string> {
  const answer = translate('sentPasswordReset', language, { email: input.email });
  // A few mails an hour to one address, however often it is asked for; the answer stays the same.
  if (!(await ctx.limiter.hit('accountMails', counterKey('accountMails', `staff:${input.email.trim()}`)))) {
    return answer;
  }
  const customer = input.domain
    ? await asSystem(ctx.db, (tx) => findCustomerByDomain(tx, input.domain ?? ''))
    : null;
  const accounts = await asSystem(ctx.db, (tx) =>
    input.domain && !customer ? Promise.resolve([]) : findActiveUsersByEmail(tx, input.email, customer?.id),
  );
  for (const user of accounts) {
    await inTenant(ctx.db, user.customerId, async (tx) => {
      const token = newToken();
      const now = ctx.clock.now();
      await insertPasswordResetToken(tx, {
        customerId: user.customerId,
        userId: user.id,
        tokenHash: tokenHash(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + passwordReset.tokenMinutes * 60_000),
      });
      const link = `${ctx.config.publicUrl}/resetpassword?email=${encodeURIComponent(user.email)}&token=${token}`;
      await enqueueNotice(tx, ctx, {
        customerId: user.customerId,
        to: user.email,
        kind: 'passwordReset',
        values: { FirstName: user.firstName, Link: link },
      });
      await recordAudit(tx, ctx.clock, {
        customerId: user.customerId,
        actorUserId: null,
        actorLabel: user.email,
        action: 'password.resetRequested',
        entityType: 'user',
        entityId: user.id,
      });
    });
  }
  return answer;
}

async function findUsableToken(tx: Tx, ctx: AppContext, email: string, token: string) {
  const row = await findUnusedResetToken(tx, tokenHash(token));
  if (!row || row.expiresAt <= ctx.clock.now()) return null;
  const user = await findUser(tx, row.customerId, row.userId);
  if (!user || user.inActive || user.deleted || user.email.toLowerCase() !== email.trim().toLowerCase())
    return null;
  return { row, user };
}

export async function verifyResetToken(ctx: AppContext, email: string, token: string): Promise<boolean> {
  return asSystem(ctx.db, async (tx) => (await findUsableToken(tx, ctx, email, token)) !== null);
}

/**
 * Sets a new password from a reset link: the token is spent, the account unlocked, and every
 * session of the user ended, so a stolen session does not survive the reset.
 */
export async function changeForgottenPassword(
  ctx: AppContext,
  input: { email: string; token: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const user = await asSystem(ctx.db, async (tx) => {
    const found = await findUsableToken(tx, ctx, input.email, input.token);
    if (!found) throw badRequest('resetLinkInvalid');
    const { row, user } = found;
    const now = ctx.clock.now();
    await spendResetTokens(tx, row.customerId, user.id, now);
    await updateUser(tx, user.customerId, user.id, { passwordHash, failedLoginCount: 0, lockedAt: null });
    await endOpenSessions(tx, user.customerId, user.id, now);
    await recordAudit(tx, ctx.clock, {
      customerId: user.customerId,
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'password.reset',
      entityType: 'user',
      entityId: user.id,
    });
    return user;
  });
  // The link reached the owner: whatever lock-outs strangers caused end with the new password.
  await unlockAccount(ctx.limiter, `staff:${user.customerId}`, `user:${user.id}`);
}
