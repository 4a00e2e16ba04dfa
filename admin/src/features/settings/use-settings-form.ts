import { computed, ref, watch, type Ref } from 'vue';
import { ApiRequestError, errorMessage } from '../../api/errors';
import { notify } from '../../components/notices';
import { writeSettings } from './settings-api';
import { errorsByKey, generalSettingsPatch, type ExtensionSettings, type GeneralKey } from './settings-model';

/**
 * A settings card's form over some general settings: a draft made from the stored settings (made again
 * when they are reloaded), the patch of what changed, and saving it with the refusal shown per key.
 */
export function useSettingsForm<Draft extends object>(options: {
  settings: () => ExtensionSettings;
  keys: readonly GeneralKey[];
  draftOf: (settings: ExtensionSettings) => Draft;
  apply: (settings: ExtensionSettings, draft: Draft) => ExtensionSettings;
  savedMessage: () => string;
  onSaved: () => void;
}) {
  const draft = ref(options.draftOf(options.settings())) as Ref<Draft>;
  watch(options.settings, (settings) => {
    draft.value = options.draftOf(settings);
  });
  const saving = ref(false);
  const failure = ref<string | null>(null);
  const fieldErrors = ref<Record<string, string>>({});
  const patch = computed(() => generalSettingsPatch(options.settings(), options.apply(options.settings(), draft.value), options.keys));

  async function save(): Promise<void> {
    saving.value = true;
    failure.value = null;
    fieldErrors.value = {};
    try {
      await writeSettings(patch.value);
      notify('success', options.savedMessage());
      options.onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.entries.length > 0) fieldErrors.value = errorsByKey(error.entries);
      failure.value = errorMessage(error);
    } finally {
      saving.value = false;
    }
  }

  return { draft, patch, saving, failure, fieldErrors, save };
}
