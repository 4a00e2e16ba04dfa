// Field and button names stay English: they are the accessible names the documentation and tests use.
export default {
  title: 'Bei ext-translate anmelden',
  subtitle: 'Übersetzen Sie die Inhalte Ihres Shops.',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  failed: 'Benutzername oder Passwort sind falsch.',
  expired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
};
