import { reactive } from 'vue';

/**
 * Short confirmations and failures after an action ("3 fields reverted."), shown by NoticeHost in
 * the layout's live region. Successes fade after a few seconds; errors stay until dismissed.
 */
export interface Notice {
  id: number;
  tone: 'success' | 'error' | 'info';
  message: string;
}

export const notices = reactive<Notice[]>([]);
let sequence = 0;

export function notify(tone: Notice['tone'], message: string): void {
  const id = ++sequence;
  notices.push({ id, tone, message });
  if (tone !== 'error') globalThis.setTimeout(() => dismiss(id), 6000);
}

export function dismiss(id: number): void {
  const index = notices.findIndex((notice) => notice.id === id);
  if (index >= 0) notices.splice(index, 1);
}
