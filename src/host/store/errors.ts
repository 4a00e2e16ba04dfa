/**
 * Failures of the store connection and the in-app purchase updater. Their messages are safe to show:
 * they never hold the password, a token or a raw store answer.
 */

/** The user (or, for an integration, the shop) has no store connection. */
export class StoreDisconnectedError extends Error {
  override readonly name = 'StoreDisconnectedError';
  constructor(message = 'No administration user is connected to the store.') {
    super(message);
  }
}

/**
 * The store could not be used: down, no answer within the timeout, a status other than the expected
 * one, an answer that cannot be read, or a session token it no longer accepts. Nothing was changed.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  constructor(
    message: string,
    /** The store's HTTP status, or null without an answer. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The store refused the email and password of a login. */
export class StoreLoginRejectedError extends Error {
  override readonly name = 'StoreLoginRejectedError';
  constructor(message = 'The store rejected the email or password.') {
    super(message);
  }
}
