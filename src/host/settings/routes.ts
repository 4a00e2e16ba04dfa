import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { errorsSchema } from '../entities/schema.js';
import { refusedWith } from '../http/validation.js';
import { SETTINGS_BODY_MESSAGE, type SystemConfigService } from './system-config.js';

/** The query of GET: a domain, with the registered domains (the extensions') as examples. */
function domainQuery(examples: string[]) {
  return Type.Object({
    domain: Type.String({
      pattern: '\\S',
      ...(examples.length > 0 ? { examples } : {}),
      ...refusedWith('The query parameter "domain" is required.', 'SYSTEM__MISSING_DOMAIN'),
    }),
  });
}
type DomainQuery = Static<ReturnType<typeof domainQuery>>;

/** Values are checked per key by the settings service, which reports every problem with its key. */
const SettingsBody = Type.Object(
  {},
  {
    additionalProperties: true,
    description: 'A map of full key to value; null removes a key.',
    ...refusedWith(SETTINGS_BODY_MESSAGE, 'FRAMEWORK__WRITE_MALFORMED_INPUT'),
  },
);

/** GET and POST /api/_action/system-config (README.md). */
export function registerSettingsRoutes(app: FastifyInstance, settings: SystemConfigService): void {
  const DomainQuery = domainQuery(settings.domainNames());
  app.get<{ Querystring: DomainQuery }>(
    '/api/_action/system-config',
    {
      config: { access: { privilege: 'system_config:read' } },
      schema: {
        tags: ['Settings'],
        operationId: 'readSystemConfig',
        summary: 'Read the settings of a domain',
        description: 'Secret values (keys ending in ApiKey) are answered as {"configured": true}.',
        security: [{ bearerAuth: [] }],
        querystring: DomainQuery,
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorsSchema },
      },
    },
    async (request) => {
      const { domain } = request.query;
      if (!settings.hasDomain(domain)) {
        throw ApiError.single(400, 'SYSTEM__UNKNOWN_DOMAIN', `The configuration domain "${domain}" is unknown.`, '/domain');
      }
      return settings.readDomain(domain);
    },
  );

  app.post(
    '/api/_action/system-config',
    {
      config: { access: { privilege: 'system_config:update' } },
      schema: {
        tags: ['Settings'],
        operationId: 'writeSystemConfig',
        summary: 'Write settings',
        description: 'A map of full key to value; null removes a key. All keys are checked before any is written.',
        security: [{ bearerAuth: [] }],
        body: SettingsBody,
        response: { 204: { type: 'null' }, 400: errorsSchema },
      },
    },
    async (request, reply) => {
      await settings.write(request.body);
      return reply.status(204).send();
    },
  );
}
