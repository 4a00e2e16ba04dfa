import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors.js';
import { errorsSchema } from '../entities/schema.js';
import type { SystemConfigService } from './system-config.js';

/** GET and POST /api/_action/system-config (DESIGN.md section 5). */
export function registerSettingsRoutes(app: FastifyInstance, settings: SystemConfigService): void {
  app.get(
    '/api/_action/system-config',
    {
      config: { access: { privilege: 'system_config:read' } },
      validatorCompiler: () => () => true,
      schema: {
        tags: ['Settings'],
        summary: 'Read the settings of a domain',
        description: 'Secret values (keys ending in ApiKey) are answered as {"configured": true}.',
        security: [{ bearerAuth: [] }],
        querystring: { type: 'object', properties: { domain: { type: 'string', examples: ['ExtTranslate.config'] } }, required: ['domain'] },
        response: { 200: { type: 'object', additionalProperties: true }, 400: errorsSchema },
      },
    },
    async (request) => {
      const domain = (request.query as Record<string, unknown>).domain;
      if (typeof domain !== 'string' || domain.trim() === '') {
        throw ApiError.single(400, 'SYSTEM__MISSING_DOMAIN', 'The query parameter "domain" is required.', '/domain');
      }
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
      validatorCompiler: () => () => true,
      schema: {
        tags: ['Settings'],
        summary: 'Write settings',
        description: 'A map of full key to value; null removes a key. All keys are checked before any is written.',
        security: [{ bearerAuth: [] }],
        body: { type: 'object', additionalProperties: true },
        response: { 204: { type: 'null' }, 400: errorsSchema },
      },
    },
    async (request, reply) => {
      await settings.write(request.body);
      return reply.status(204).send();
    },
  );
}
