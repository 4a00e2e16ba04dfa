export default {
  loading: 'Wird geladen…',
  empty: 'Noch nichts vorhanden.',
  loadFailed: 'Das konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  dismiss: 'Ausblenden',
  save: 'Speichern',
  refresh: 'Aktualisieren',
  unknown: 'unbekannt',
  none: 'keine',
};
