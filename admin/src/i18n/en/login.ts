export default {
  title: 'Log in to ext-translate',
  subtitle: 'Translate your store’s content.',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  failed: 'The username or the password is wrong.',
  expired: 'Your session has ended. Log in again to continue.',
};
