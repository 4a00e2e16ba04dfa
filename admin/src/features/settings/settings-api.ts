import { ACTION_BASE, api, type ApiClient } from '../../api/client';
import type { Subscription } from '../../api/types';
import { readSettings, type ExtensionSettings } from './settings-model';
import type { CredentialStatus, ModelsResponse } from './types';
import { CONFIG_DOMAIN } from './types';

const SYSTEM_CONFIG = '/_action/system-config';

/** The raw settings domain (a stored key answers as `{configured: true}`, never the key). */
export function readDomain(client: ApiClient = api): Promise<Record<string, unknown>> {
  return client.get<Record<string, unknown>>(SYSTEM_CONFIG, { query: { domain: CONFIG_DOMAIN } });
}

export async function readDomainSettings(client: ApiClient = api, providerIds: readonly string[] = []): Promise<ExtensionSettings> {
  return readSettings(await readDomain(client), providerIds);
}

/** Writes full keys to values (null removes a key); the server checks all before writing any. */
export async function writeSettings(patch: Record<string, unknown>, client: ApiClient = api): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await client.post<void>(SYSTEM_CONFIG, patch);
}

/** The models: live when a key is typed (sent once, for this call only) or stored, else curated. */
export function listModels(providerId: string, apiKey: string | null, client: ApiClient = api): Promise<ModelsResponse> {
  const path = `${ACTION_BASE}/provider/${encodeURIComponent(providerId)}/models`;
  return apiKey !== null && apiKey.trim() !== '' ? client.post<ModelsResponse>(path, { apiKey }) : client.get<ModelsResponse>(path);
}

/** Tests the typed key, or the stored one without it; always answers 200 with valid true or false. */
export function testCredentials(providerId: string, apiKey: string | null, client: ApiClient = api): Promise<CredentialStatus> {
  const body = apiKey !== null && apiKey.trim() !== '' ? { apiKey } : {};
  return client.post<CredentialStatus>(`${ACTION_BASE}/provider/${encodeURIComponent(providerId)}/test`, body);
}

/** GET /memory: whether the translation memory is on and how many translations it holds. */
export function readMemory(client: ApiClient = api): Promise<{ enabled: boolean; entries: number }> {
  return client.get<{ enabled: boolean; entries: number }>(`${ACTION_BASE}/memory`);
}

/** POST /memory/clear: forgets every remembered translation. */
export function clearMemory(client: ApiClient = api): Promise<{ deleted: number }> {
  return client.post<{ deleted: number }>(`${ACTION_BASE}/memory/clear`);
}

export function refreshSubscription(client: ApiClient = api): Promise<Subscription> {
  return client.post<Subscription>(`${ACTION_BASE}/subscription/refresh`);
}
