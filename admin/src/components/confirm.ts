import { shallowRef } from 'vue';
import type { Router } from 'vue-router';

/**
 * Asks before a destructive action: `if (await confirm({...})) ...`. One dialog at a time, rendered
 * by ConfirmHost in the layout (a native modal <dialog>: focus stays inside, Escape cancels).
 */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
}

export const pendingConfirm = shallowRef<(ConfirmRequest & { resolve: (answer: boolean) => void }) | null>(null);

export function confirm(request: ConfirmRequest): Promise<boolean> {
  pendingConfirm.value?.resolve(false);
  return new Promise((resolve) => {
    pendingConfirm.value = {
      ...request,
      resolve: (answer) => {
        pendingConfirm.value = null;
        resolve(answer);
      },
    };
  });
}

/**
 * A question is about the page it was asked on: leaving that page (a link, the browser's Back) answers it
 * "no", so the dialog does not stay over another page, and its "yes" cannot act on a page left behind.
 * A change of the query alone (a filter, a page of a list) stays on the page, and so does a navigation
 * that did not happen (a guard stopped it).
 */
export function dismissConfirmOnLeave(router: Router): void {
  router.afterEach((to, from, failure) => {
    if (!failure && to.path !== from.path) pendingConfirm.value?.resolve(false);
  });
}
