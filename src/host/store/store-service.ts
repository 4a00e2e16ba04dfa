import type { Db } from '../db/database.js';
import { nowIso, toDbBool } from '../db/database.js';
import { newId } from '../db/ids.js';
import { SecretBox } from '../settings/secret-box.js';
import { StoreDisconnectedError, StoreUnavailableError } from './errors.js';
import { StoreClient, type StoreClientOptions, type StorePurchase } from './store-client.js';

/** What GET /api/_action/store/connection answers; the token never leaves the service. */
export interface StoreConnectionView {
  connected: boolean;
  email: string | null;
  connectedAt: string | null;
}

/** A stored purchase, license decrypted: for the service's own use, never for an answer. */
export interface StoredPurchase extends StorePurchase {
  refreshedAt: string;
}

export interface StoreServiceOptions extends StoreClientOptions {
  db: Db;
  appSecret: string;
}

interface ConnectionRow {
  userId: string;
  email: string;
  token: string;
  connectedAt: string;
}

/**
 * The store connection of each administration user and the shop's in-app purchases (docs/subscription.md).
 * Tokens and licenses are stored encrypted with the app secret.
 */
export class StoreService {
  private readonly db: Db;
  private readonly box: SecretBox;
  private readonly client: StoreClient;

  constructor(options: StoreServiceOptions) {
    this.db = options.db;
    this.box = new SecretBox(options.appSecret);
    this.client = new StoreClient(options);
  }

  /**
   * Logs in to the store and saves the connection of the user, replacing an earlier one. The password
   * is sent to the store only.
   *
   * @throws StoreLoginRejectedError, StoreUnavailableError (nothing is saved)
   */
  async connect(userId: string, email: string, password: string): Promise<StoreConnectionView> {
    const session = await this.client.login(email, password);
    const row = { userId, email: session.email, token: this.box.encrypt(session.token), connectedAt: nowIso() };
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('storeConnection').where('userId', '=', userId).execute();
      await trx.insertInto('storeConnection').values(row).execute();
    });
    return { connected: true, email: row.email, connectedAt: row.connectedAt };
  }

  /** Removes the user's connection; the shop's purchases stay as they are. */
  async disconnect(userId: string): Promise<void> {
    await this.db.deleteFrom('storeConnection').where('userId', '=', userId).execute();
  }

  async connection(userId: string): Promise<StoreConnectionView> {
    const row = await this.connectionRow(userId);
    return row ? { connected: true, email: row.email, connectedAt: row.connectedAt } : { connected: false, email: null, connectedAt: null };
  }

  /**
   * The user whose connection speaks for the shop when the caller has no user of its own (an
   * integration token): the most recently connected active administrator; null when none is.
   */
  async shopConnectionUserId(): Promise<string | null> {
    const row = await this.db
      .selectFrom('storeConnection')
      .innerJoin('user', 'user.id', 'storeConnection.userId')
      .select('storeConnection.userId')
      .where('user.active', '=', toDbBool(true))
      .where('user.admin', '=', toDbBool(true))
      .orderBy('storeConnection.connectedAt', 'desc')
      .orderBy('storeConnection.userId')
      .limit(1)
      .executeTakeFirst();
    return (row?.userId as string | undefined) ?? null;
  }

  /**
   * The in-app purchase updater: reads the purchases with the user's store token and replaces the
   * stored ones in one transaction.
   *
   * @throws StoreDisconnectedError when the user has no connection (or its token cannot be decrypted
   *   any more, after a change of the app secret)
   * @throws StoreUnavailableError on any failure of the store; the stored purchases stay as they were
   */
  async refreshPurchases(userId: string): Promise<StoredPurchase[]> {
    const row = await this.connectionRow(userId);
    if (!row) throw new StoreDisconnectedError();
    let token: string;
    try {
      token = this.box.decrypt(row.token);
    } catch {
      throw new StoreDisconnectedError('The store connection can no longer be read (the app secret changed); log in to the store again.');
    }
    const purchases = await this.client.purchases(token);
    const refreshedAt = nowIso();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('inAppPurchase').execute();
        if (purchases.length === 0) return;
        await trx
          .insertInto('inAppPurchase')
          .values(
            purchases.map((purchase) => ({
              id: newId(),
              identifier: purchase.identifier,
              expiresAt: purchase.expiresAt,
              licenseToken: purchase.licenseToken === null ? null : this.box.encrypt(purchase.licenseToken),
              refreshedAt,
            })),
          )
          .execute();
      });
    } catch (error) {
      throw new StoreUnavailableError('The purchases could not be saved.', null, { cause: error });
    }
    return purchases.map((purchase) => ({ ...purchase, refreshedAt }));
  }

  /** The purchases of the last refresh, licenses decrypted (a license that cannot be decrypted reads as null). */
  async purchases(): Promise<StoredPurchase[]> {
    const rows = (await this.db
      .selectFrom('inAppPurchase')
      .select(['identifier', 'expiresAt', 'licenseToken', 'refreshedAt'])
      .orderBy('id')
      .execute()) as { identifier: string; expiresAt: string | null; licenseToken: string | null; refreshedAt: string }[];
    return rows.map((row) => ({
      identifier: row.identifier,
      expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
      licenseToken: this.decryptOrNull(row.licenseToken),
      refreshedAt: new Date(row.refreshedAt).toISOString(),
    }));
  }

  private decryptOrNull(value: string | null): string | null {
    if (value === null) return null;
    try {
      return this.box.decrypt(value);
    } catch {
      return null;
    }
  }

  private async connectionRow(userId: string): Promise<ConnectionRow | null> {
    const row = (await this.db
      .selectFrom('storeConnection')
      .select(['userId', 'email', 'token', 'connectedAt'])
      .where('userId', '=', userId)
      .executeTakeFirst()) as ConnectionRow | undefined;
    return row ? { ...row, connectedAt: new Date(row.connectedAt).toISOString() } : null;
  }
}
