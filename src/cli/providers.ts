import type { Host } from '../host/host.js';
import { registerExtension } from '../translate/extension.js';
import { PROVIDER_FEATURES } from '../translate/providers/contract.js';
import { createProviderRegistry } from '../translate/providers/provider-service.js';

/** The providers as table lines: id, label, configured, features, model count. */
export async function providerTable(host: Host): Promise<string[]> {
  registerExtension(host);
  const warnings: string[] = [];
  const registry = await createProviderRegistry(host, {
    logger: { info() {}, warn: (fields, message) => warnings.push(`${message} (${String(fields.provider)})`) },
  });
  const rows = await Promise.all(
    registry.all().map(async (provider) => [
      provider.getId(),
      provider.getLabel(),
      (await provider.isConfigured()) ? 'yes' : 'no',
      PROVIDER_FEATURES.filter((feature) => provider.supports(feature)).join(',') || '-',
      String(provider.getModels().length),
    ]),
  );
  const header = ['ID', 'LABEL', 'CONFIGURED', 'FEATURES', 'MODELS'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [format(header), ...rows.map(format), ...warnings.map((warning) => `warning: ${warning}`)];
}
