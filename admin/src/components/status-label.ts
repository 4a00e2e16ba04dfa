import { t } from '../i18n';

/** A status or state of the API (`completed`, `applied`, ...) in the interface language; an unknown one as it is. */
export function statusLabel(status: string): string {
  const key = `common.statuses.${status}`;
  const text = t(key);
  return text === key ? status : text;
}
