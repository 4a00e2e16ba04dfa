import type { Job, ProviderRecord } from '../../api/types';
import { formatMoney } from '../../i18n';

/** The currency a provider prices in (its models' pricing), or null when it publishes none. */
export function providerCurrency(provider: Pick<ProviderRecord, 'models'> | undefined): string | null {
  return provider?.models.find((model) => model.pricing !== null)?.pricing?.currency ?? null;
}

/**
 * A job's cost in the currency its provider charges in. The store keeps the default currency (USD) on a
 * job that has cost nothing yet, so a zero amount takes the provider's currency rather than the stored
 * one; an amount above zero was metered in its own currency and keeps it.
 */
export function jobCost(job: Pick<Job, 'costAmount' | 'costCurrency' | 'providerId'>, providers: Pick<ProviderRecord, 'id' | 'models'>[]): string {
  const provider = providers.find((candidate) => candidate.id === job.providerId);
  const currency = job.costAmount === 0 ? (providerCurrency(provider) ?? job.costCurrency) : job.costCurrency || (providerCurrency(provider) ?? 'USD');
  return formatMoney(job.costAmount, currency || 'USD');
}
