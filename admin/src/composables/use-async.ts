import { onBeforeUnmount, ref, shallowRef, type Ref, type ShallowRef } from 'vue';
import { errorMessage } from '../api/errors';

export interface AsyncState<T> {
  data: ShallowRef<T | null>;
  error: Ref<string | null>;
  loading: Ref<boolean>;
  /** Loads again; keeps the previous data on screen while it runs. */
  reload: () => Promise<void>;
}

/**
 * Loads data for a screen and tracks loading and error. A load that finishes after a newer one
 * started, or after the screen left, is dropped.
 */
export function useAsync<T>(loader: () => Promise<T>, options: { immediate?: boolean } = {}): AsyncState<T> {
  const data = shallowRef<T | null>(null);
  const error = ref<string | null>(null);
  const loading = ref(false);
  let generation = 0;
  let alive = true;
  onBeforeUnmount(() => {
    alive = false;
  });

  async function reload(): Promise<void> {
    const current = ++generation;
    loading.value = true;
    try {
      const value = await loader();
      if (!alive || current !== generation) return;
      data.value = value;
      error.value = null;
    } catch (caught) {
      if (!alive || current !== generation) return;
      error.value = errorMessage(caught);
    } finally {
      if (alive && current === generation) loading.value = false;
    }
  }

  if (options.immediate !== false) void reload();
  return { data, error, loading, reload };
}
