// The navigation names stay English: they are the accessible names the documentation and tests use.
export default {
  label: 'Hauptnavigation',
  skip: 'Zum Inhalt springen',
  overview: 'Overview',
  translate: 'Translate',
  jobs: 'Jobs',
  glossary: 'Glossary',
  settings: 'Settings',
  logout: 'Abmelden',
  language: 'Sprache der Oberfläche',
  signedInAs: 'Angemeldet als',
  locales: { en: 'English', de: 'Deutsch' },
  notFound: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite.',
  backToOverview: 'Zurück zur Übersicht',
};
