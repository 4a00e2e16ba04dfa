import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import type { Db, Tx } from '../db/database.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/database.js';
import { deriveKey } from './keys.js';
import { MemorySignInThrottle, type SignInThrottle } from './fleet-throttle.js';
import { randomSecret, verifySecret } from './passwords.js';
import { SecretBox } from '../settings/secret-box.js';
import type { Principal } from './principal.js';
import { PRODUCT } from '../product.js';

export const ACCESS_TOKEN_TTL_SECONDS = 600;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const ADMINISTRATION_CLIENT_ID = 'administration';
/**
 * A rotated refresh token used again by the same client (client id and address) within this many
 * seconds of its rotation answers the same successor pair: a client that refreshed from two requests
 * at once keeps its session. Later, or from another client, the reuse revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

interface RefreshRow {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: string;
  revokedAt: string | null;
  tokenGeneration: number;
  rotatedAt: string | null;
  rotatedFor: string | null;
  successorSealed: string | null;
}

/** An RFC 6749 error; the route answers `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'slow_down',
    readonly description: string,
    /** Seconds for the Retry-After header of a 429. */
    readonly retryAfter?: number,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export interface TokenResponse {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token?: string;
}

export interface TokenClaims {
  kind: Principal['kind'];
  id: string;
  /** The subject's token generation when the token was issued (0 for tokens older than generations). */
  generation: number;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Ends every access and refresh token issued so far to a user or an integration: its token generation
 * moves on, and the guard and the refresh grant refuse tokens of an older one. Runs inside the write
 * that makes the reason (a new password or secret, a deactivation), so it holds once that commits.
 */
export async function endTokens(trx: Tx, kind: Principal['kind'], id: string): Promise<void> {
  await trx
    .updateTable(kind)
    .set((eb) => ({ tokenGeneration: eb('tokenGeneration', '+', 1) }))
    .where('id', '=', id)
    .execute();
  if (kind === 'user') {
    await trx.updateTable('refresh_token').set({ revokedAt: nowIso() }).where('userId', '=', id).where('revokedAt', 'is', null).execute();
  }
}

function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The OAuth2 token service: password, refresh_token (rotating) and client_credentials grants. */
export class OAuthService {
  /** A KeyObject made once: jose would otherwise import raw key bytes again on every verification. */
  private readonly key: KeyObject;

  /** Seals the answers of the refresh grace window. */
  private readonly sealBox: SecretBox;

  constructor(
    private readonly db: Db,
    appSecret: string,
    private readonly throttle: SignInThrottle = new MemorySignInThrottle(),
    private readonly clock: () => number = Date.now,
  ) {
    this.key = createSecretKey(deriveKey(appSecret, 'jwt'));
    this.sealBox = new SecretBox(appSecret, 'refresh-grace');
  }

  /** `address`: the client's address, for throttling failed password sign-ins and the refresh grace window. */
  async grant(body: Record<string, unknown>, address = 'unknown'): Promise<TokenResponse> {
    const grantType = text(body, 'grant_type');
    switch (grantType) {
      case 'password':
        return this.passwordGrant(body, address);
      case 'refresh_token':
        return this.refreshGrant(body, address);
      case 'client_credentials':
        return this.clientCredentialsGrant(body);
      case null:
        throw new OAuthError(400, 'invalid_request', 'The request is missing the "grant_type" parameter.');
      default:
        throw new OAuthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server.');
    }
  }

  /** Verifies an access token; null for a missing, forged or expired one. */
  async verifyAccessToken(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: PRODUCT });
      const [kind, id] = String(payload.sub ?? '').split(':');
      if ((kind !== 'user' && kind !== 'integration') || !id) return null;
      const generation = payload.gen === undefined ? 0 : payload.gen;
      if (typeof generation !== 'number' || !Number.isSafeInteger(generation)) return null;
      return { kind, id, generation };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  /** RFC 7009: revokes a refresh token (and its rotation family). Unknown tokens are ignored. */
  async revoke(token: string): Promise<void> {
    const row = await this.db.selectFrom('refresh_token').select('familyId').where('tokenHash', '=', sha256(token)).executeTakeFirst();
    if (row) await this.revokeFamily(row.familyId);
  }

  private async passwordGrant(body: Record<string, unknown>, address: string): Promise<TokenResponse> {
    const clientId = text(body, 'client_id');
    const username = text(body, 'username');
    const password = text(body, 'password');
    if (!clientId || !username || !password) {
      throw new OAuthError(400, 'invalid_request', 'The password grant needs "client_id", "username" and "password".');
    }
    if (clientId !== ADMINISTRATION_CLIENT_ID) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
    // Refused before the password is checked, so a locked address gets no further guesses, nor does a
    // locked username from an address that failed recently. An address without recent failures may
    // still try a locked username (as the big identity providers do): an attacker cannot keep the
    // owner out by failing on purpose, and each of its addresses gets one guess per lock.
    const { userLockedMs, addressLockedMs, addressClean } = await this.throttle.assess(username, address);
    const lockedMs = Math.max(addressLockedMs, addressClean ? 0 : userLockedMs);
    if (lockedMs > 0) {
      const wait = Math.ceil(lockedMs / 1000);
      throw new OAuthError(429, 'slow_down', `Too many failed sign-in attempts; try again in ${wait} second${wait === 1 ? '' : 's'}.`, wait);
    }
    const user = await this.db
      .selectFrom('user')
      .select(['id', 'passwordHash', 'active', 'tokenGeneration'])
      .where('username', '=', username)
      .executeTakeFirst();
    // Verify against a throwaway hash for unknown users too, so timing does not reveal which usernames exist.
    const valid = await verifySecret(password, user?.passwordHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
    if (!user || !valid || !user.active) {
      await this.throttle.failed(username, address);
      throw new OAuthError(400, 'invalid_grant', 'The user credentials were incorrect.');
    }
    await this.throttle.succeeded(username, address, { keepUserLock: userLockedMs > 0 });
    const generation = Number(user.tokenGeneration);
    return {
      ...(await this.accessToken('user', user.id, generation)),
      refresh_token: (await this.issueRefreshToken(user.id, newId(), generation)).token,
    };
  }

  private async refreshGrant(body: Record<string, unknown>, address: string): Promise<TokenResponse> {
    const token = text(body, 'refresh_token');
    if (!token) throw new OAuthError(400, 'invalid_request', 'The refresh_token grant needs the "refresh_token" parameter.');
    const clientId = text(body, 'client_id');
    if (clientId !== null && clientId !== ADMINISTRATION_CLIENT_ID) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
    // The client, for the grace window: its id and address (never stored in the clear).
    const client = sha256(`${ADMINISTRATION_CLIENT_ID}\n${address}`);
    const tokenHash = sha256(token);
    const row = await this.refreshRow(this.db, tokenHash);
    const invalid = new OAuthError(400, 'invalid_grant', 'The refresh token is invalid.');
    if (!row) throw invalid;
    if (row.revokedAt) {
      // A rotated token used again: the same client within the grace window (two requests that
      // refreshed at once) gets the answer the first use got; anyone else, or later, holds a copy, so
      // the whole family is revoked.
      const again = await this.answerAgain(row, client);
      if (again) return again;
      await this.revokeFamily(row.familyId);
      throw invalid;
    }
    if (Date.parse(row.expiresAt) <= this.clock()) throw invalid;
    // Claiming the token and storing its successor happen in one transaction: a concurrent use of the
    // same token then either fails to claim it (and finds the successor once this commits) or, when it
    // revokes the family, finds the successor too.
    const outcome = await this.db.transaction().execute(async (trx) => {
      const now = new Date(this.clock()).toISOString();
      const claimed = await trx
        .updateTable('refresh_token')
        .set({ revokedAt: now, rotatedAt: now, rotatedFor: client })
        .where('id', '=', row.id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 'reused' as const;
      const user = await trx.selectFrom('user').select(['id', 'active', 'tokenGeneration']).where('id', '=', row.userId).executeTakeFirst();
      // A token of an older generation was ended (a new password, a deactivation) even when a
      // concurrent rotation stored it after the revocation ran.
      if (!user || !user.active || Number(user.tokenGeneration) !== Number(row.tokenGeneration)) return 'inactive' as const;
      const generation = Number(user.tokenGeneration);
      const successor = await this.issueRefreshToken(user.id, row.familyId, generation, trx);
      const answer: TokenResponse = { ...(await this.accessToken('user', user.id, generation)), refresh_token: successor.token };
      // Only the newest rotation of a family can be answered again: older sealed answers go.
      await trx
        .updateTable('refresh_token')
        .set({ successorSealed: null })
        .where('familyId', '=', row.familyId)
        .where('successorSealed', 'is not', null)
        .execute();
      await trx
        .updateTable('refresh_token')
        .set({ successorSealed: this.sealBox.encrypt(JSON.stringify({ successorId: successor.id, answer })) })
        .where('id', '=', row.id)
        .execute();
      return answer;
    });
    if (outcome === 'reused') {
      // Another request claimed it first; it has committed by now (the claim waited for it).
      const claimedRow = await this.refreshRow(this.db, tokenHash);
      const again = claimedRow ? await this.answerAgain(claimedRow, client) : null;
      if (again) return again;
      await this.revokeFamily(row.familyId);
      throw invalid;
    }
    if (outcome === 'inactive') throw invalid;
    return outcome;
  }

  private async refreshRow(executor: Db | Tx, tokenHash: string): Promise<RefreshRow | undefined> {
    return (await executor
      .selectFrom('refresh_token')
      .select(['id', 'familyId', 'userId', 'expiresAt', 'revokedAt', 'tokenGeneration', 'rotatedAt', 'rotatedFor', 'successorSealed'])
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst()) as RefreshRow | undefined;
  }

  /**
   * The answer a rotated token got, when it is used again by the client it was rotated for within
   * {@link REFRESH_REUSE_GRACE_SECONDS} of that, and its successor is still live (not rotated on, not
   * revoked); otherwise null.
   */
  private async answerAgain(row: RefreshRow, client: string): Promise<TokenResponse | null> {
    if (!row.successorSealed || !row.rotatedAt || row.rotatedFor !== client) return null;
    if (this.clock() - Date.parse(row.rotatedAt) > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
    let sealed: { successorId: string; answer: TokenResponse };
    try {
      sealed = JSON.parse(this.sealBox.decrypt(row.successorSealed)) as { successorId: string; answer: TokenResponse };
    } catch {
      return null; // sealed with another app secret
    }
    const successor = await this.db.selectFrom('refresh_token').select(['revokedAt']).where('id', '=', sealed.successorId).executeTakeFirst();
    if (!successor || successor.revokedAt) return null;
    return sealed.answer;
  }

  private async clientCredentialsGrant(body: Record<string, unknown>): Promise<TokenResponse> {
    const clientId = text(body, 'client_id');
    const clientSecret = text(body, 'client_secret');
    if (!clientId || !clientSecret) {
      throw new OAuthError(400, 'invalid_request', 'The client_credentials grant needs "client_id" and "client_secret".');
    }
    const integration = await this.db
      .selectFrom('integration')
      .select(['id', 'secretHash', 'tokenGeneration'])
      .where('accessKey', '=', clientId)
      .executeTakeFirst();
    const valid = await verifySecret(clientSecret, integration?.secretHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
    if (!integration || !valid) throw new OAuthError(401, 'invalid_client', 'Client authentication failed.');
    await this.db.updateTable('integration').set({ lastUsageAt: nowIso() }).where('id', '=', integration.id).execute();
    return this.accessToken('integration', integration.id, Number(integration.tokenGeneration));
  }

  private async accessToken(kind: Principal['kind'], id: string, generation: number): Promise<TokenResponse> {
    const accessToken = await new SignJWT({ gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(`${kind}:${id}`)
      .setIssuer(PRODUCT)
      .setIssuedAt()
      .setJti(newId())
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    return { token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, access_token: accessToken };
  }

  private async issueRefreshToken(userId: string, familyId: string, generation: number, executor: Db | Tx = this.db): Promise<{ id: string; token: string }> {
    const token = randomSecret(48);
    const now = this.clock();
    const id = newId();
    await executor
      .insertInto('refresh_token')
      .values({
        id,
        tokenHash: sha256(token),
        familyId,
        userId,
        tokenGeneration: generation,
        expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000).toISOString(),
        createdAt: new Date(now).toISOString(),
      })
      .execute();
    return { id, token };
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.db.updateTable('refresh_token').set({ revokedAt: nowIso() }).where('familyId', '=', familyId).where('revokedAt', 'is', null).execute();
  }
}
