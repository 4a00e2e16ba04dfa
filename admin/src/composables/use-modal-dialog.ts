import { nextTick, ref, watch, type Ref } from 'vue';

/**
 * A native modal <dialog> driven by an `open` flag: shown with showModal() (focus stays inside,
 * Escape cancels) and closed when the flag turns false. `onOpen` runs before it shows, to reset a form.
 * Bind the answer as the dialog's template ref.
 */
export function useModalDialog(open: Ref<boolean>, onOpen: () => void = () => undefined): Ref<HTMLDialogElement | null> {
  const dialog = ref<HTMLDialogElement | null>(null);
  watch(open, async (isOpen) => {
    if (isOpen) onOpen();
    await nextTick();
    const element = dialog.value;
    if (!element) return;
    if (isOpen && !element.open) element.showModal?.();
    if (!isOpen && element.open) element.close();
  });
  return dialog;
}
