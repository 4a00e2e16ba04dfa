import { shallowRef } from 'vue';

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
