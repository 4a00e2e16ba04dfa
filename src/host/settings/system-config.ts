import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/database.js';
import { ApiError, WRITE_CODES, WriteErrors } from '../http/errors.js';
import { SecretBox } from './secret-box.js';

/**
 * Validates one setting of a domain. Returns the value to store (normalised), or reports a problem.
 * `undefined` from `validate` means the key is unknown in the domain.
 */
export const SETTINGS_BODY_MESSAGE = 'The request body must be an object of configuration keys and values.';

export interface SettingsDomain {
  /** e.g. `ExtTranslate.config` */
  domain: string;
  validate(name: string, value: unknown, report: (detail: string) => void): { value: unknown } | undefined;
  /**
   * Checks that need the database (a language id that must exist), after `validate` passed every
   * value; `values` are the domain's accepted values by name (null: removed). Reports by name.
   */
  check?(values: ReadonlyMap<string, unknown>, db: Db, report: (name: string, detail: string) => void): Promise<void>;
}

/** A write-only setting: stored encrypted, answered as `{configured: true}`, never logged. */
export function isSecretKey(key: string): boolean {
  return /(ApiKey|Secret|Password)$/.test(key);
}

export const CONFIGURED = Object.freeze({ configured: true });

/** What reads settings: the service itself, or a {@link SystemConfigService.snapshot} of one request. */
export interface SettingsReader {
  /** One value, secrets decrypted; null when the key is not stored. */
  get(key: string): Promise<unknown>;
  /** A reader of one unit of work that reads a domain's keys once (SystemConfigService.snapshot). */
  snapshot?(domain: string): SettingsReader;
}

/** The platform's system config: `domain.name` keys holding JSON values. */
export class SystemConfigService implements SettingsReader {
  private readonly domains = new Map<string, SettingsDomain>();
  private readonly box: SecretBox;

  constructor(
    private readonly db: Db,
    appSecret: string,
  ) {
    this.box = new SecretBox(appSecret);
  }

  registerDomain(domain: SettingsDomain): void {
    this.domains.set(domain.domain, domain);
  }

  /** The registered domains' names, in the order of registration. */
  domainNames(): string[] {
    return [...this.domains.keys()];
  }

  hasDomain(domain: string): boolean {
    return this.domains.has(domain);
  }

  /** Every stored key of a domain; secrets are replaced by `{configured: true}`. */
  async readDomain(domain: string): Promise<Record<string, unknown>> {
    const result: Record<string, unknown> = {};
    for (const [key, raw] of await this.storedValues(domain)) result[key] = isSecretKey(key) ? CONFIGURED : (JSON.parse(raw) as unknown);
    return result;
  }

  /** The stored (raw JSON) values of a domain's keys, in key order, in one statement. */
  private async storedValues(domain: string): Promise<Map<string, string>> {
    const prefix = `${domain}.`;
    const rows = await this.db
      .selectFrom('system_config')
      .select(['configurationKey', 'configurationValue'])
      // LIKE narrows the scan; startsWith below is the exact test (a `_` in a domain matches any character).
      .where('configurationKey', 'like', `${domain}.%`)
      .orderBy('configurationKey')
      .execute();
    const values = new Map<string, string>();
    for (const row of rows) if ((row.configurationKey as string).startsWith(prefix)) values.set(row.configurationKey as string, row.configurationValue as string);
    return values;
  }

  /** One value, secrets decrypted: for the service's own use, never for an answer. */
  async get(key: string): Promise<unknown> {
    const row = await this.db.selectFrom('system_config').select('configurationValue').where('configurationKey', '=', key).executeTakeFirst();
    return row ? this.decode(key, row.configurationValue as string) : null;
  }

  /**
   * A reader for one request that reads a domain's stored values once, in one statement, on its first
   * read of that domain, and answers the later ones from them (keys of other domains read through).
   * An estimate reads a handful of settings; on PostgreSQL each was a round trip of its own. Not to be
   * kept beyond the request: it does not see later writes.
   */
  snapshot(domain: string): SettingsReader {
    const prefix = `${domain}.`;
    let stored: Promise<Map<string, string>> | null = null;
    return {
      get: async (key: string) => {
        if (!key.startsWith(prefix)) return this.get(key);
        stored ??= this.storedValues(domain);
        const raw = (await stored).get(key);
        return raw === undefined ? null : this.decode(key, raw);
      },
    };
  }

  private decode(key: string, raw: string): unknown {
    const value = JSON.parse(raw) as unknown;
    if (isSecretKey(key) && typeof value === 'string') return this.box.decrypt(value);
    return value;
  }

  /**
   * Writes several keys in one transaction; `null` removes a key. Every key is validated first,
   * so a rejected write changes nothing.
   */
  async write(values: unknown): Promise<void> {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) {
      throw ApiError.single(400, WRITE_CODES.invalidBody, SETTINGS_BODY_MESSAGE, '/');
    }
    const errors = new WriteErrors();
    const accepted: [string, unknown][] = [];
    for (const [key, value] of Object.entries(values)) {
      const pointer = `/${key}`;
      const dot = key.lastIndexOf('.');
      const domain = dot > 0 ? this.domains.get(key.slice(0, dot)) : undefined;
      if (!domain) {
        errors.add(pointer, WRITE_CODES.unknownField, `The configuration key "${key}" does not belong to a known domain.`);
        continue;
      }
      const name = key.slice(dot + 1);
      if (value === null) {
        // Removing a key the domain does not know is a typo, not a no-op.
        if (domain.validate(name, null, () => {}) === undefined) {
          errors.add(pointer, WRITE_CODES.unknownField, `The configuration key "${key}" is unknown.`);
        } else accepted.push([key, null]);
        continue;
      }
      let problem: string | null = null;
      const checked = domain.validate(name, value, (detail) => {
        problem = detail;
      });
      if (checked === undefined) errors.add(pointer, WRITE_CODES.unknownField, `The configuration key "${key}" is unknown.`);
      else if (problem !== null) errors.add(pointer, WRITE_CODES.invalidType, problem);
      else accepted.push([key, checked.value]);
    }
    errors.throwIfAny();
    for (const domain of this.domains.values()) {
      const prefix = `${domain.domain}.`;
      const values = new Map(accepted.filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
      if (values.size === 0 || !domain.check) continue;
      await domain.check(values, this.db, (name, detail) => errors.add(`/${prefix}${name}`, WRITE_CODES.invalidType, detail));
    }
    errors.throwIfAny();

    await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      for (const [key, value] of accepted) {
        if (value === null) {
          await trx.deleteFrom('system_config').where('configurationKey', '=', key).execute();
          continue;
        }
        const stored = JSON.stringify(isSecretKey(key) ? this.box.encrypt(String(value)) : value);
        const existing = await trx.selectFrom('system_config').select('id').where('configurationKey', '=', key).executeTakeFirst();
        if (existing) {
          await trx.updateTable('system_config').set({ configurationValue: stored, updatedAt: now }).where('id', '=', existing.id).execute();
        } else {
          await trx.insertInto('system_config').values({ id: newId(), configurationKey: key, configurationValue: stored, createdAt: now }).execute();
        }
      }
    });
  }
}
