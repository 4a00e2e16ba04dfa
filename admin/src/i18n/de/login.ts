export default {
  title: 'Bei ext-translate anmelden',
  subtitle: 'Übersetzen Sie die Inhalte Ihres Shops.',
  username: 'Benutzername',
  password: 'Passwort',
  submit: 'Anmelden',
  failed: 'Benutzername oder Passwort sind falsch.',
  expired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
};
