import { emailSchema, type LoginReply, type loginByGoogleBody } from '@meridian/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { oauthStates, users } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { Deps } from '../../../deps.js';
import {
  publishNotification,
  type NotificationRow,
} from '../../notifications/create-notification.js';
import { createUser } from '../../users/create-user.js';
import { findUserByEmail, type UserRow } from '../../users/find-user.js';
import { announceSignIn, completeFirstFactor } from '../sign-in-completion.js';
import type { SessionContext } from '../sessions.js';
import {
  abnormalUserStatus,
  externalSignInFailed,
  freeUsername,
  retryOnUniqueViolation,
  sanitiseUsername,
  warnSignInFailed,
} from '../external/external-accounts.js';
import { googleConfiguration, googleRedirectUri, requireGoogle } from './google-client.js';

type PendingSignIn = typeof oauthStates.$inferSelect;

interface GoogleIdentity {
  subject: string;
  /** Lower case; only when it is a well-formed address. */
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * loginByGoogle: the code and state Google put in the callback URL. The state is spent first
 * (single use, unexpired); the code is exchanged with the stored PKCE verifier and the ID token
 * checked against the stored nonce, the issuer and our client id. The Google subject then finds
 * its user, or is linked to the user holding the same verified e-mail, or gets a new account.
 */
export async function finishGoogleSignIn(
  deps: Deps,
  input: z.infer<typeof loginByGoogleBody>,
  context: SessionContext,
): Promise<LoginReply> {
  const google = requireGoogle(deps.config);
  const configuration = await googleConfiguration(google, deps.log);

  const pending = await consumeState(deps, input.state);
  if (!pending) {
    warnSignInFailed(deps.log, 'google', 'unknown, used or expired state');
    throw externalSignInFailed();
  }

  const identity = await exchangeCode(deps, configuration, pending, input.code);

  const { outcome, welcome } = await retryOnUniqueViolation(() =>
    inTransaction(deps.db, async (tx) => {
      const { user: signedIn, welcome } = await findLinkOrCreate(deps, tx, identity, pending);
      if (signedIn.status !== 'active') throw abnormalUserStatus();
      const outcome = await completeFirstFactor(deps, tx, signedIn, 'google', context);
      return { outcome, welcome };
    }),
  );
  if (welcome) await publishNotification(deps.bus, welcome);
  await announceSignIn(deps, outcome);
  return outcome.reply;
}

/** Marks the state used in one statement, so two requests with it cannot both pass. */
async function consumeState(deps: Deps, state: string): Promise<PendingSignIn | undefined> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(oauthStates)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, 'google'),
        isNull(oauthStates.consumedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

async function exchangeCode(
  deps: Deps,
  configuration: oidc.Configuration,
  pending: PendingSignIn,
  code: string,
): Promise<GoogleIdentity> {
  const callback = new URL(googleRedirectUri(deps.config));
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', pending.state);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    warnSignInFailed(deps.log, 'google', 'code exchange or ID token check failed', error);
    throw externalSignInFailed();
  }
  if (!claims || typeof claims.sub !== 'string' || claims.sub.length === 0) {
    warnSignInFailed(deps.log, 'google', 'ID token without a subject');
    throw externalSignInFailed();
  }
  const parsedEmail = emailSchema.safeParse(claims.email);
  return {
    subject: claims.sub,
    email: parsedEmail.success ? parsedEmail.data : undefined,
    // Google sends a boolean; some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
  };
}

async function findLinkOrCreate(
  deps: Deps,
  tx: Tx,
  identity: GoogleIdentity,
  pending: PendingSignIn,
): Promise<{ user: UserRow; welcome?: NotificationRow }> {
  const [known] = await tx.select().from(users).where(eq(users.googleSubject, identity.subject));
  if (known) return { user: known };

  const verifiedEmail = identity.emailVerified ? identity.email : undefined;
  if (verifiedEmail) {
    const owner = await findUserByEmail(tx, verifiedEmail);
    if (owner) return { user: await linkSubject(deps, tx, owner, identity.subject) };
  }

  const localPart = identity.email?.split('@')[0] ?? '';
  const username = await freeUsername(tx, sanitiseUsername(localPart, 'google'));
  const inviter = pending.inviteCode
    ? await tx.query.users.findFirst({
        where: (u, { eq: equals }) => equals(u.referralCode, pending.inviteCode!.toUpperCase()),
      })
    : undefined;
  return createUser(tx, {
    username,
    email: verifiedEmail ?? null,
    passwordHash: null,
    googleSubject: identity.subject,
    invitedBy: inviter?.id ?? null,
  });
}

/** The verified e-mail's owner gets this Google subject, unless another one is already linked. */
async function linkSubject(deps: Deps, tx: Tx, owner: UserRow, subject: string): Promise<UserRow> {
  if (owner.status !== 'active') throw abnormalUserStatus();
  if (owner.googleSubject !== null) {
    warnSignInFailed(deps.log, 'google', 'e-mail owner is linked to another Google account');
    throw externalSignInFailed();
  }
  const [linked] = await tx
    .update(users)
    .set({ googleSubject: subject })
    .where(and(eq(users.id, owner.id), isNull(users.googleSubject)))
    .returning();
  if (!linked) {
    warnSignInFailed(deps.log, 'google', 'e-mail owner was linked concurrently');
    throw externalSignInFailed();
  }
  return linked;
}
