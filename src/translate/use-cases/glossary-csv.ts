/**
 * The glossary as CSV (POST /glossary/import, GET /glossary/export): reading a file into
 * `ext_translate_glossary` in one transaction, and writing the whole glossary back out in the same
 * format, so that an export imported again changes nothing. docs/glossary.md describes the format.
 *
 * @packageDocumentation
 */
import { CsvError, parse } from 'csv-parse/sync';
import { parseGlossaryTranslations } from '../engine/glossary.js';
import { canonicalLocaleCodes } from '../../host/content/locales.js';
import { stringify } from 'csv-stringify/sync';
import { fromDbBool, toDbBool, nowIso } from '../../host/db/database.js';
import type { Insertable, Selectable } from 'kysely';
import type { GlossaryTable } from '../model/tables/glossary-table.js';
import type { TranslateDb, TranslateTx } from '../model/tables/translate-schema.js';
import { newId } from '../../host/db/ids.js';
import { chunked } from '../../host/db/statement-chunks.js';
import { getEntity } from '../../host/entities/definitions.js';
import { toDbValue } from '../../host/entities/values.js';
import { WriteErrors } from '../../host/http/errors.js';

const TABLE = 'ext_translate_glossary' as const;

/** The largest CSV text an import takes, in UTF-8 bytes (a 10 MB file must work; twice that is allowed). */
export const GLOSSARY_CSV_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The largest request body of POST /glossary/import: JSON escaping can at most double a CSV's quotes,
 * backslashes and line breaks, plus room for the rest of the body.
 */
export const GLOSSARY_IMPORT_BODY_LIMIT = 2 * GLOSSARY_CSV_MAX_BYTES + 1024 * 1024;

/** The file name GET /glossary/export suggests. */
export const GLOSSARY_EXPORT_FILENAME = 'ext-translate-glossary.csv';

export const GLOSSARY_CSV_DEFAULT_DELIMITER = ';';

/**
 * A translation cell holding exactly this stands for null: "never translate the term" in that locale.
 * A translation that is literally a backslash run followed by `N` is written with one more backslash.
 */
export const NEVER_TRANSLATE_CELL = '\\N';
const NEVER_TRANSLATE_FAMILY = /^(\\+)N$/;

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP, "CSV injection"): the
 * export writes such a term or translation with a leading single quote, which spreadsheets show as
 * text. A value that is already single quotes followed by one of them gets one more quote as well, and
 * the import removes one quote from every cell of that family, so export -> import gives every value
 * back exactly.
 */
const FORMULA_FAMILY = /^'*[=+\-@\t\r]/;
const PROTECTED_FAMILY = /^'+[=+\-@\t\r]/;

const FIXED_COLUMNS = ['term', 'mode', 'caseSensitive'] as const;
const MODES = new Set(['keep', 'replace']);
const TRUE_WORDS = new Set(['1', 'true', 'yes']);

/**
 * Rows read or written by one statement, as docs/glossary.md states: 9 parameters each stays far below
 * both engines' limits (MAX_STATEMENT_PARAMETERS).
 */
const ROWS_PER_STATEMENT = 1000;

/** The API's messages for refused requests and glossary rows, word for word (docs/glossary.md). */
export const GLOSSARY_CSV_ERRORS = {
  missingCsv: 'Missing "csv" content in the request body.',
  delimiter: 'The delimiter must be a single character.',
  empty: 'The CSV content is empty.',
  invalidHeader: 'Invalid CSV header. Expected columns: term;mode;caseSensitive;<localeCode>;...',
  unknownLocales: (codes: readonly string[]) => `Unknown locale code(s) in CSV header: ${codes.join(', ')}.`,
  tooLarge: `The CSV content is larger than the limit of ${GLOSSARY_CSV_MAX_BYTES / 1024 / 1024} MiB.`,
  unreadable: (reason: string) => `The CSV content could not be read: ${reason.replace(/\.$/, '')}.`,
} as const;

/** A refused import; every refusal is a 400 `{message}`. */
export class GlossaryCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GlossaryCsvError';
  }
}

/** The import body, as the client sent it (checked here, so the CLI and the route refuse alike). */
export interface GlossaryImportRequest {
  csv?: unknown;
  /** One character; default `;`. */
  delimiter?: unknown;
}

export interface GlossaryImportResult {
  /** Distinct terms the file holds: `created + updated`. */
  imported: number;
  created: number;
  /** Existing terms the file names, whether or not a value of theirs changed. */
  updated: number;
  /** Data rows not imported: empty or invalid term, invalid mode, or an earlier row of a repeated term. */
  skipped: number;
}

export interface GlossaryExport {
  /** The file: UTF-8 BOM, header, one row per term. */
  csv: string;
  terms: number;
}

/** A cell of a locale column: a translation, null (never translate), or undefined (an empty cell). */
type Cell = string | null | undefined;

interface ImportedTerm {
  term: string;
  termKey: string;
  mode: 'keep' | 'replace';
  caseSensitive: boolean;
  /** One entry per locale column, in header order. */
  cells: Cell[];
}

type StoredTerm = Pick<Selectable<GlossaryTable>, 'id' | 'term' | 'termKey' | 'mode' | 'caseSensitive' | 'translations'>;

type Translations = Record<string, string | null>;

/** Plain code-unit order of the lower-cased values: the same on every engine and process locale. */
function compareCaseInsensitive(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

export function cellToTranslation(cell: string): Cell {
  if (cell === '') return undefined;
  const marker = NEVER_TRANSLATE_FAMILY.exec(cell);
  if (marker) return marker[1]?.length === 1 ? null : cell.slice(1);
  return cell;
}

export function translationToCell(value: string | null | undefined): string {
  if (value === undefined) return '';
  if (value === null) return NEVER_TRANSLATE_CELL;
  return NEVER_TRANSLATE_FAMILY.test(value) ? `\\${value}` : value;
}

/** The cell the export writes for a term or translation text (see {@link FORMULA_FAMILY}). */
export function protectFormula(value: string): string {
  return FORMULA_FAMILY.test(value) ? `'${value}` : value;
}

/** The value of a term or translation cell, without the quote {@link protectFormula} added. */
export function unprotectFormula(cell: string): string {
  return PROTECTED_FAMILY.test(cell) ? cell.slice(1) : cell;
}

// ---------------------------------------------------------------- import

function checkRequest(request: GlossaryImportRequest): { csv: string; delimiter: string } {
  const { csv, delimiter = null } = request;
  if (typeof csv !== 'string') throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.missingCsv);
  const chosen = delimiter ?? GLOSSARY_CSV_DEFAULT_DELIMITER;
  // A quote or a line break is one character but cannot separate fields.
  if (typeof chosen !== 'string' || [...chosen].length !== 1 || ['"', '\r', '\n'].includes(chosen)) {
    throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.delimiter);
  }
  const text = csv.startsWith('\uFEFF') ? csv.slice(1) : csv;
  if (text.trim() === '') throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.empty);
  if (Buffer.byteLength(text, 'utf8') > GLOSSARY_CSV_MAX_BYTES) throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.tooLarge);
  return { csv: text, delimiter: chosen };
}

function parseCsv(csv: string, delimiter: string): string[][] {
  try {
    return parse(csv, {
      delimiter,
      // Any line ending, even mixed in one file (an edited export, CRLF, next to LF rows added by hand).
      record_delimiter: ['\r\n', '\n', '\r'],
      // Rows may be shorter (missing cells are empty) or longer (extra cells are ignored) than the header.
      relax_column_count: true,
      // A quote inside an unquoted cell (`5" screen`) is kept as written.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.unreadable(error.message));
    throw error;
  }
}

/**
 * The locale columns of a header, canonically spelled. Empty names at the end (a trailing delimiter,
 * as spreadsheets write it) are ignored; an empty name between others, a repeated locale or a wrong
 * fixed column is an invalid header.
 */
function readHeader(header: string[], locales: Map<string, string>): string[] {
  const names = header.map((name) => name.trim());
  while (names.length > FIXED_COLUMNS.length && names.at(-1) === '') names.pop();
  const fixedOk = FIXED_COLUMNS.every((expected, index) => names[index]?.toLowerCase() === expected.toLowerCase());
  const localeNames = names.slice(FIXED_COLUMNS.length);
  if (!fixedOk || localeNames.includes('')) throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.invalidHeader);

  const unknown: string[] = [];
  const seenUnknown = new Set<string>();
  for (const name of localeNames) {
    if (locales.has(name.toLowerCase()) || seenUnknown.has(name.toLowerCase())) continue;
    seenUnknown.add(name.toLowerCase());
    unknown.push(name);
  }
  if (unknown.length > 0) throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.unknownLocales(unknown));

  const codes = localeNames.map((name) => locales.get(name.toLowerCase()) as string);
  if (new Set(codes).size !== codes.length) throw new GlossaryCsvError(GLOSSARY_CSV_ERRORS.invalidHeader);
  return codes;
}

/** The rows to import, deduplicated by lower-cased term (the last valid row wins), and the rows skipped. */
function readRows(rows: string[][], localeCount: number): { terms: Map<string, ImportedTerm>; skipped: number } {
  const termField = getEntity(TABLE).fields.find((field) => field.name === 'term');
  if (!termField) throw new Error(`${TABLE} has no term field.`);
  const terms = new Map<string, ImportedTerm>();
  let skipped = 0;
  for (const row of rows) {
    const [rawTerm = '', rawMode = '', rawCaseSensitive = ''] = row;
    const term = unprotectFormula(rawTerm);
    const mode = rawMode.trim().toLowerCase() || 'keep';
    // The entity's own rules for a term (not blank, no NUL, at most 255 characters) decide a skip.
    const problems = new WriteErrors();
    toDbValue(termField, term, '/term', problems);
    if (!problems.empty || !MODES.has(mode)) {
      skipped += 1;
      continue;
    }
    const termKey = term.toLowerCase();
    if (terms.delete(termKey)) skipped += 1;
    const cells: Cell[] = [];
    for (let index = 0; index < localeCount; index += 1) cells.push(cellToTranslation(unprotectFormula(row[FIXED_COLUMNS.length + index] ?? '')));
    terms.set(termKey, {
      term,
      termKey,
      mode: mode as ImportedTerm['mode'],
      caseSensitive: TRUE_WORDS.has(rawCaseSensitive.trim().toLowerCase()),
      cells,
    });
  }
  return { terms, skipped };
}

/**
 * An existing term's translations after the import: each locale column of the file sets its locale
 * (an empty cell removes the entry); locales without a column stay as they are. An existing empty
 * string, which the engine reads as no entry too, is left alone by an empty cell.
 */
function mergeTranslations(existing: Translations, codes: readonly string[], cells: readonly Cell[]): Translations {
  const merged: Translations = { ...existing };
  codes.forEach((code, index) => {
    const cell = cells[index];
    if (cell !== undefined) merged[code] = cell;
    else if (merged[code] !== '') delete merged[code];
  });
  return merged;
}

function sameTranslations(a: Translations, b: Translations): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
}

async function storedTerms(trx: TranslateTx, termKeys: string[]): Promise<Map<string, StoredTerm>> {
  const stored = new Map<string, StoredTerm>();
  for (const part of chunked(termKeys, ROWS_PER_STATEMENT)) {
    const rows = await trx
      .selectFrom(TABLE)
      .select(['id', 'term', 'termKey', 'mode', 'caseSensitive', 'translations'])
      .where('termKey', 'in', part)
      .execute();
    for (const row of rows) stored.set(row.termKey, row);
  }
  return stored;
}

/**
 * POST /glossary/import: checks the request and the header, then creates and updates the terms in one
 * transaction, a statement per 1,000 changed terms. Terms whose values the file does not change are not
 * written (their `updatedAt` stays). `active` is set on new terms only.
 *
 * @throws GlossaryCsvError with the API's message when the request, the CSV or its header is refused.
 */
export async function importGlossaryCsv(db: TranslateDb, request: GlossaryImportRequest): Promise<GlossaryImportResult> {
  const { csv, delimiter } = checkRequest(request);
  const [header = [], ...rows] = parseCsv(csv, delimiter);
  const codes = readHeader(header, await canonicalLocaleCodes(db));
  const { terms, skipped } = readRows(rows, codes.length);

  return db.transaction().execute(async (trx) => {
    const stored = await storedTerms(trx, [...terms.keys()]);
    const now = nowIso();
    const writes: Insertable<GlossaryTable>[] = [];
    let created = 0;
    let updated = 0;
    for (const term of terms.values()) {
      const existing = stored.get(term.termKey);
      if (!existing) {
        created += 1;
        writes.push({
          id: newId(),
          term: term.term,
          termKey: term.termKey,
          mode: term.mode,
          caseSensitive: toDbBool(term.caseSensitive),
          translations: JSON.stringify(mergeTranslations({}, codes, term.cells)),
          active: toDbBool(true),
          createdAt: now,
          updatedAt: null,
        });
        continue;
      }
      updated += 1;
      const before = parseGlossaryTranslations(existing.translations);
      const after = mergeTranslations(before, codes, term.cells);
      const unchanged =
        existing.term === term.term &&
        existing.mode === term.mode &&
        fromDbBool(existing.caseSensitive) === term.caseSensitive &&
        sameTranslations(before, after);
      if (unchanged) continue;
      // The insert half of the upsert never applies to an existing term_key; only the update half does.
      writes.push({
        id: newId(),
        term: term.term,
        termKey: term.termKey,
        mode: term.mode,
        caseSensitive: toDbBool(term.caseSensitive),
        translations: JSON.stringify(after),
        active: toDbBool(true),
        createdAt: now,
        updatedAt: now,
      });
    }
    for (const part of chunked(writes, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto(TABLE)
        .values(part)
        .onConflict((conflict) =>
          conflict.column('termKey').doUpdateSet((eb) => ({
            term: eb.ref('excluded.term'),
            mode: eb.ref('excluded.mode'),
            caseSensitive: eb.ref('excluded.caseSensitive'),
            translations: eb.ref('excluded.translations'),
            updatedAt: now,
          })),
        )
        .execute();
    }
    return { imported: created + updated, created, updated, skipped };
  });
}

// ---------------------------------------------------------------- export

/**
 * GET /glossary/export: every term, active or not, ordered by term case-insensitively; columns
 * `term;mode;caseSensitive` and every locale code any term has, sorted case-insensitively.
 */
export async function exportGlossaryCsv(db: TranslateDb): Promise<GlossaryExport> {
  const locales = await canonicalLocaleCodes(db);
  const rows = await db.selectFrom(TABLE).select(['term', 'termKey', 'mode', 'caseSensitive', 'translations']).execute();
  rows.sort((a, b) => compareCaseInsensitive(a.termKey, b.termKey) || compareCaseInsensitive(a.term, b.term));

  // Keys are canonical already (the write hook sees to it); mapping them again keeps one column per locale.
  const canonical = (code: string) => locales.get(code.toLowerCase()) ?? code;
  const terms = rows.map((row) => {
    const translations = new Map<string, string | null>();
    for (const [code, value] of Object.entries(parseGlossaryTranslations(row.translations))) translations.set(canonical(code), value);
    return { row, translations };
  });
  const codes = [...new Set(terms.flatMap((term) => [...term.translations.keys()]))].sort(compareCaseInsensitive);

  const records = terms.map(({ row, translations }) => [
    protectFormula(row.term),
    row.mode,
    fromDbBool(row.caseSensitive) ? '1' : '0',
    ...codes.map((code) => protectFormula(translationToCell(translations.get(code)))),
  ]);
  const body = stringify([[...FIXED_COLUMNS, ...codes], ...records], {
    delimiter: GLOSSARY_CSV_DEFAULT_DELIMITER,
    record_delimiter: 'windows',
    // Beyond what csv-stringify quotes on its own (delimiter, quote, CRLF): any line break, so that no
    // reader splits a row, and edge whitespace, so that no reader trims it.
    quoted_match: /^\s|\s$|[\r\n]/,
  });
  return { csv: `\uFEFF${body}`, terms: rows.length };
}
