/**
 * The error shapes the API answers (docs/api.md, "Refusals and their messages"): the platform's
 * `{errors: [{status, code, title, detail}]}`, the action routes' `{message}`, and OAuth's
 * `{error, error_description}`. One class carries any of them with a readable message.
 */
export interface ApiErrorEntry {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer: string };
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly entries: ApiErrorEntry[];
  /** The OAuth error code (`invalid_grant`, ...) when the answer had that shape. */
  readonly oauthError: string | null;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback: string) {
    const parsed = parseErrorBody(body);
    super(parsed.message ?? fallback);
    this.name = 'ApiRequestError';
    this.status = status;
    this.entries = parsed.entries;
    this.oauthError = parsed.oauthError;
    this.body = body;
  }

  /** The first entry's code, e.g. `EXT_TRANSLATE__STORE_DISCONNECTED`. */
  get code(): string | null {
    return this.entries[0]?.code ?? null;
  }
}

function parseErrorBody(body: unknown): { message: string | null; entries: ApiErrorEntry[]; oauthError: string | null } {
  if (typeof body !== 'object' || body === null) return { message: typeof body === 'string' && body.trim() !== '' ? body : null, entries: [], oauthError: null };
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    const entries = record.errors.filter((entry): entry is ApiErrorEntry => typeof entry === 'object' && entry !== null);
    const message = entries.map((entry) => entry.detail ?? entry.title ?? entry.code).filter(Boolean).join(' ');
    return { message: message || null, entries, oauthError: null };
  }
  if (typeof record.message === 'string') return { message: record.message, entries: [], oauthError: null };
  if (typeof record.error === 'string') {
    const description = typeof record.error_description === 'string' ? record.error_description : record.error;
    return { message: description, entries: [], oauthError: record.error };
  }
  return { message: null, entries: [], oauthError: null };
}

/** A readable message for anything a call may throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
