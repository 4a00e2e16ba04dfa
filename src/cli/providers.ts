import type { Host } from '../host/host.js';
import { PROVIDER_FEATURES } from '../translate/providers/contract.js';
import { createProviderRegistry } from '../translate/providers/provider-service.js';
import { withSettingsReadOnce } from '../translate/providers/settings-scope.js';
import { renderTable } from './table.js';

export interface ProviderListing {
  providers: { id: string; label: string; configured: boolean; features: string[]; models: number }[];
  /** Custom provider modules that could not be loaded. */
  warnings: string[];
}

/** The registered providers: id, label, configured, features, model count. */
export async function listProviders(host: Host): Promise<ProviderListing> {
  const warnings: string[] = [];
  const registry = await createProviderRegistry(host, {
    logger: { info() {}, warn: (fields, message) => warnings.push(`${message} (${String(fields.provider)})`) },
  });
  const providers = await withSettingsReadOnce(host.settings, () =>
    Promise.all(
      registry.all().map(async (provider) => ({
        id: provider.getId(),
        label: provider.getLabel(),
        configured: await provider.isConfigured(),
        features: PROVIDER_FEATURES.filter((feature) => provider.supports(feature)),
        models: provider.getModels().length,
      })),
    ),
  );
  return { providers, warnings };
}

/** The providers as table lines, then the warnings. */
export function providerTable(listing: ProviderListing): string[] {
  const rows = listing.providers.map((provider) => [
    provider.id,
    provider.label,
    provider.configured ? 'yes' : 'no',
    provider.features.join(',') || '-',
    String(provider.models),
  ]);
  return [...renderTable(['ID', 'LABEL', 'CONFIGURED', 'FEATURES', 'MODELS'], rows), ...listing.warnings.map((warning) => `warning: ${warning}`)];
}
