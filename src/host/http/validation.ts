import AjvCompiler from '@fastify/ajv-compiler';
import type { Ajv } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Route schemas are what Fastify validates and what the OpenAPI document shows, so both say the same.
 * Three annotations, all OpenAPI extensions (they appear in the document as they are):
 *
 * - `x-error-message`: the answer when input fails at this schema or anywhere below it, so that every
 *   refusal carries the wording the API documents (docs/api.md) instead of the validator's own. A
 *   string for every failure, or a map from a JSON Schema keyword (`maxItems`, `required`, ...) to the
 *   message, with `*` for the rest. The deepest annotated schema on the failing path wins.
 * - `x-error-code`: the code of the `{errors: [...]}` entry where a route answers in that shape.
 * - `x-error-pointer`: false where that entry names no `source.pointer` (the refusal concerns the body as a whole).
 * - `x-service-checked`: the value is described for clients but not refused by the validator, because
 *   the service behind the route checks it itself: it normalises it (a JobConfig replaces invalid values
 *   by defaults, src/translate/model/job-config.ts) or checks it against rules the schema cannot hold with
 *   messages per field (entity writes and search criteria, from the entity definitions). Validation
 *   sees `{}` there; the document keeps the full description.
 */
export const ERROR_MESSAGE = 'x-error-message';
export const ERROR_CODE = 'x-error-code';
export const ERROR_POINTER = 'x-error-pointer';
export const SERVICE_CHECKED = 'x-service-checked';

export type ErrorMessages = string | Record<string, string>;

/** Schema options naming the message (and, for `{errors}` routes, the code) of a refusal. */
export function refusedWith(message: ErrorMessages, code?: string, options: { pointer?: boolean } = {}): Record<string, unknown> {
  return { [ERROR_MESSAGE]: message, ...(code === undefined ? {} : { [ERROR_CODE]: code }), ...(options.pointer === false ? { [ERROR_POINTER]: false } : {}) };
}

/** Schema options for a value the service checks or normalises itself (see {@link SERVICE_CHECKED}). */
export const checkedByService = { [SERVICE_CHECKED]: true } as const;

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy of the schema in which every service-checked part accepts anything; the original is left as it is. */
function validationView(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(validationView);
  if (!isNode(schema)) return schema;
  // A shared schema keeps its id, so that references to it still resolve.
  if (schema[SERVICE_CHECKED] === true) return typeof schema.$id === 'string' ? { $id: schema.$id } : {};
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = validationView(value);
  return copy;
}

type BuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
interface RouteSchemaDefinition {
  schema: unknown;
  httpPart?: string;
}
type CompileRoute = (route: RouteSchemaDefinition) => unknown;
type BuildFromPool = (externalSchemas: unknown, options: { customOptions?: Record<string, unknown>; onCreate?: (ajv: Ajv) => void }) => CompileRoute;

/**
 * Fastify's own Ajv compiler, fed the validation view of each schema (shared ones included). Query
 * strings and path parameters arrive as text, so there numbers and booleans are coerced; JSON bodies
 * keep their types.
 */
export function validatorFactory(): BuildValidator {
  const factory: BuildFromPool = (externalSchemas, options) => {
    const shared = validationView(externalSchemas);
    const strict = compilerPool(shared, { ...options, onCreate: addAnnotationKeywords });
    const coercing = compilerPool(shared, { ...options, onCreate: addAnnotationKeywords, customOptions: { ...options.customOptions, coerceTypes: true } });
    return (route) => (route.httpPart === 'body' ? strict : coercing)({ ...route, schema: canonicalView(route.schema) });
  };
  return factory as unknown as BuildValidator;
}

function addAnnotationKeywords(ajv: Ajv): void {
  for (const keyword of [ERROR_MESSAGE, ERROR_CODE, ERROR_POINTER, SERVICE_CHECKED]) ajv.addKeyword(keyword);
}

/**
 * One compiler pool for the process: the pool keeps an Ajv instance per set of shared schemas and
 * options, and Ajv keeps each compiled schema by the schema object. A second application in the same
 * process (the tests build hundreds) then reuses the compiled validators instead of generating them again.
 * The compiler's declared types describe compiling a bare schema; Fastify calls it with the route's definition.
 */
const compilerPool = AjvCompiler() as unknown as BuildFromPool;

/** The validation view of a route schema, one object per distinct content, so that Ajv's cache recognises it. */
const viewsByContent = new Map<string, unknown>();
function canonicalView(schema: unknown): unknown {
  const view = validationView(schema);
  const key = JSON.stringify(view);
  const known = viewsByContent.get(key);
  if (known !== undefined) return known;
  viewsByContent.set(key, view);
  return view;
}

export interface ValidationProblem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function childSchemas(node: SchemaNode, segment: string): SchemaNode[] {
  const found: SchemaNode[] = [];
  const properties = node.properties;
  if (isNode(properties) && isNode(properties[segment])) found.push(properties[segment]);
  if (isNode(node.items) && /^\d+$/.test(segment)) found.push(node.items);
  if (isNode(node.additionalProperties)) found.push(node.additionalProperties);
  return found;
}

function messageOf(node: SchemaNode, keyword: string): string | undefined {
  const annotation = node[ERROR_MESSAGE];
  if (typeof annotation === 'string') return annotation;
  if (isNode(annotation)) {
    const chosen = annotation[keyword] ?? annotation['*'];
    if (typeof chosen === 'string') return chosen;
  }
  return undefined;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The JSON pointer of a problem: a missing or unknown property is named in the pointer. */
export function pointerOf(problem: ValidationProblem): string {
  const name = problem.params.missingProperty ?? problem.params.additionalProperty;
  const named = typeof name === 'string' ? `${problem.instancePath}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` : problem.instancePath;
  return named === '' ? '/' : named;
}

export interface DocumentedRefusal {
  message: string;
  code?: string;
  /** False when the answer names no pointer. */
  pointer?: false;
}

/**
 * The documented refusal for a problem: the message and code of the deepest annotated schema on the
 * problem's path (a missing property counts as below its object), or null when none is annotated.
 * `{name}` in a message is replaced by the problem's parameter of that name (`additionalProperty`, ...).
 */
export function documentedRefusal(root: unknown, problem: ValidationProblem): DocumentedRefusal | null {
  const pointer = pointerOf(problem);
  const segments = pointer === '/' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  if (problem.params.additionalProperty !== undefined) segments.pop();
  let found: DocumentedRefusal | null = null;
  let level: SchemaNode[] = isNode(root) ? [root] : [];
  for (let depth = 0; level.length > 0; depth += 1) {
    for (const node of level) {
      const message = messageOf(node, problem.keyword);
      if (message === undefined) continue;
      const code = node[ERROR_CODE];
      found = { message, ...(typeof code === 'string' ? { code } : {}), ...(node[ERROR_POINTER] === false ? { pointer: false as const } : {}) };
    }
    const segment = segments[depth];
    if (segment === undefined) break;
    // A union's branches are looked into as well: the failing value may sit in any of them.
    level = level.flatMap((node) => [node, ...(Array.isArray(node.anyOf) ? node.anyOf.filter(isNode) : [])]).flatMap((node) => childSchemas(node, segment));
  }
  if (found === null) return null;
  const message = found.message.replace(/\{(\w+)\}/g, (whole, name: string) => (typeof problem.params[name] === 'string' ? (problem.params[name] as string) : whole));
  return { ...found, message };
}
