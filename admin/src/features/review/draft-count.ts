import { ref } from 'vue';
import { countDrafts } from './review-api';

/**
 * The number of drafts waiting for review, as the navigation shows it: read when the app opens a
 * screen and after the review queue changed something. Null until known (or when it cannot be read).
 */
const count = ref<number | null>(null);

async function refresh(): Promise<void> {
  try {
    count.value = await countDrafts();
  } catch {
    // A count that cannot be read is not shown; the queue itself says what went wrong.
    count.value = null;
  }
}

export const draftCount = { count, refresh };
