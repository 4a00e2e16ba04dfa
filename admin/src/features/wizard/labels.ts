import { t } from '../../i18n';
import type { ProviderRecord } from '../settings/types';

/**
 * A field's property name as a merchant reads it, in the interface language: the catalogue's name
 * (`fields.metaTitle`: "Meta title", "Meta-Titel"), else spelled out from the name (`fooBar` as "Foo bar").
 */
export function fieldLabel(property: string): string {
  const known = t(`fields.${property}`);
  if (known !== `fields.${property}`) return known;
  const words = property.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A provider's label, or its id when it is not registered (a routing entry of a removed provider). */
export function providerLabel(providers: readonly ProviderRecord[], id: string): string {
  return providers.find((provider) => provider.id === id)?.label ?? id;
}
