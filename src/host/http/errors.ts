/**
 * Errors the HTTP layer turns into answers. Two shapes exist (docs/api.md):
 * the platform's `{errors: [...]}` for auth, the entity API and settings, and the extension's
 * `{message}` for its action routes.
 */

export interface ErrorEntry {
  status: string;
  code: string;
  title?: string;
  detail: string;
  source?: { pointer: string };
  meta?: Record<string, unknown>;
}

/** An error answered as `{errors: [...]}`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly entries: ErrorEntry[];

  constructor(statusCode: number, entries: Omit<ErrorEntry, 'status'>[]) {
    super(entries.map((entry) => entry.detail).join(' '));
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.entries = entries.map((entry) => ({ status: String(statusCode), ...entry }));
  }

  static single(statusCode: number, code: string, detail: string, pointer?: string): ApiError {
    return new ApiError(statusCode, [{ code, detail, ...(pointer !== undefined ? { source: { pointer } } : {}) }]);
  }

  toBody(): { errors: ErrorEntry[] } {
    return { errors: this.entries };
  }
}

/** An error answered as `{message}` (the extension's action routes). */
export class MessageError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'MessageError';
    this.statusCode = statusCode;
  }
}

export function notFound(entity: string, id: string): ApiError {
  return ApiError.single(404, 'FRAMEWORK__ENTITY_NOT_FOUND', `Could not find ${entity} with id "${id}".`);
}

/** Collects write validation problems so one answer lists all of them with their pointers. */
export class WriteErrors {
  readonly entries: Omit<ErrorEntry, 'status'>[] = [];

  add(pointer: string, code: string, detail: string): void {
    this.entries.push({ code, detail, source: { pointer } });
  }

  get empty(): boolean {
    return this.entries.length === 0;
  }

  throwIfAny(): void {
    if (!this.empty) throw new ApiError(400, this.entries);
  }
}

export const WRITE_CODES = {
  invalidBody: 'FRAMEWORK__WRITE_MALFORMED_INPUT',
  unknownField: 'FRAMEWORK__WRITE_UNKNOWN_FIELD',
  readOnly: 'FRAMEWORK__WRITE_READ_ONLY_FIELD',
  invalidType: 'FRAMEWORK__WRITE_INVALID_TYPE',
  missing: 'FRAMEWORK__WRITE_MISSING_FIELD',
  tooLong: 'FRAMEWORK__WRITE_TOO_LONG',
  tooShort: 'FRAMEWORK__WRITE_TOO_SHORT',
  outOfRange: 'FRAMEWORK__WRITE_OUT_OF_RANGE',
  invalidId: 'FRAMEWORK__WRITE_INVALID_ID',
  invalidChoice: 'FRAMEWORK__WRITE_INVALID_CHOICE',
  referenceNotFound: 'FRAMEWORK__WRITE_REFERENCE_NOT_FOUND',
  unknownLanguage: 'FRAMEWORK__WRITE_UNKNOWN_LANGUAGE',
  unique: 'FRAMEWORK__WRITE_UNIQUE_VIOLATION',
  constraint: 'FRAMEWORK__WRITE_CONSTRAINT_VIOLATION',
} as const;
