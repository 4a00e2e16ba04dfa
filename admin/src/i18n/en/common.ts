export default {
  loading: 'Loading…',
  empty: 'Nothing here yet.',
  loadFailed: 'This could not be loaded.',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  save: 'Save',
  refresh: 'Refresh',
  unknown: 'unknown',
  none: 'none',
};
