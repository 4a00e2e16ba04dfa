import { resolve } from 'node:path';
import { isServiceTier, SERVICE_TIERS, type ServiceTier } from './plans.js';

type Environment = Record<string, string | undefined>;

/** The provider every tier uses unless `GATEWAY_TIER_PROVIDERS` says otherwise: offline, no key. */
export const DEFAULT_TIER_PROVIDER = 'apertium';
export const DEFAULT_GATEWAY_PORT = 8090;

/** Which provider id serves each service tier. */
export type TierProviders = Record<ServiceTier, string>;

/** The gateway's runtime configuration, read from its environment. */
export interface GatewayConfig {
  /** `GATEWAY_DATABASE_URL`, default `sqlite:./var/gateway.sqlite`. */
  databaseUrl: string;
  /** `GATEWAY_HOST`, default 127.0.0.1. */
  host: string;
  /** `GATEWAY_PORT`, default 8090. */
  port: number;
  /** `GATEWAY_TIER_PROVIDERS`. */
  tierProviders: TierProviders;
  /** `LOG_LEVEL`, default info. */
  logLevel: string;
}

/**
 * Parses `GATEWAY_TIER_PROVIDERS`, e.g. `speed:apertium,balanced:mt_primary,quality:llm_1`. A tier not
 * named uses {@link DEFAULT_TIER_PROVIDER}.
 */
export function parseTierProviders(value: string | undefined): TierProviders {
  const tiers: TierProviders = { speed: DEFAULT_TIER_PROVIDER, balanced: DEFAULT_TIER_PROVIDER, quality: DEFAULT_TIER_PROVIDER };
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    const [tier = '', provider = ''] = entry.split(':').map((part) => part.trim());
    if (!isServiceTier(tier) || provider === '') {
      throw new Error(`GATEWAY_TIER_PROVIDERS: "${entry}" is not <tier>:<provider id> with a tier among ${SERVICE_TIERS.join(', ')}.`);
    }
    tiers[tier] = provider;
  }
  return tiers;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_GATEWAY_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`GATEWAY_PORT must be an integer between 0 and 65535, got "${value}".`);
  return port;
}

export function loadGatewayConfig(env: Environment = process.env): GatewayConfig {
  return {
    databaseUrl: env.GATEWAY_DATABASE_URL?.trim() || `sqlite:${resolve('./var/gateway.sqlite')}`,
    host: env.GATEWAY_HOST?.trim() || '127.0.0.1',
    port: parsePort(env.GATEWAY_PORT),
    tierProviders: parseTierProviders(env.GATEWAY_TIER_PROVIDERS),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
