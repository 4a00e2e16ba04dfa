/**
 * How an extension plugs into the host: one manifest object declares everything the extension adds
 * (its stored entities and their migrations, its settings domain, its privilege bundles, its write
 * rules, its HTTP routes, its queue handlers and schedules). The host loads manifests and names no
 * extension itself (docs/architecture.md, "The extension manifest").
 *
 *   const host = await startHost(config, [manifest]);          // data: migrations, entities, settings, ...
 *   const services = await manifest.createServices(host, options);
 *   const app = await buildHostApp({ ..., extensions: [bindExtension(manifest, services)] });
 *   await startExtensionWorkers(host, [bindExtension(manifest, services)], { concurrency: 2 });
 */
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { EntityDefinition } from './entities/definition.js';
import type { EntityRepository, WriteObserver } from './entities/repository.js';
import type { Host } from './host.js';
import type { MessageHandlers, ScheduledTask } from './queue/queue.js';
import type { SettingsDomain } from './settings/system-config.js';

/** A task the queue runs every `everyMs` on one process of the fleet. */
export interface ExtensionSchedule {
  /** Namespaced by its extension, e.g. `<extension>.relay`. */
  name: string;
  everyMs: number;
  task: ScheduledTask;
}

/** What an extension's queue workers do: handlers by message name, and recurring tasks. */
export interface ExtensionWorker {
  handlers: MessageHandlers;
  schedules: readonly ExtensionSchedule[];
}

/**
 * An extension, declared once. `Services` is what its routes and queue handlers share in one process
 * (built once per app or worker by {@link createServices}); `Options` what its composition may
 * replace (tests: simulator addresses); `WorkerOptions` how its workers are tuned.
 */
export interface ExtensionManifest<Services = unknown, Options = unknown, WorkerOptions = unknown> {
  /** Unique among the loaded extensions. */
  readonly name: string;
  /** Its stored entities: tables, the generic entity API's routes and privileges (`<entity>:<operation>`). */
  readonly entities: readonly EntityDefinition[];
  /**
   * Its migrations by name. The host runs them together with its own in the order of their names (one
   * numbering for all, so that an extension's table may reference a host table created before it).
   */
  readonly migrations: Readonly<Record<string, Migration>>;
  /** Its settings domains (validation of `POST /api/_action/system-config`). */
  readonly settings: readonly SettingsDomain[];
  /** Privileges that stand for a set of privileges (roles such as `<extension>.viewer`). */
  readonly privilegeBundles: Readonly<Record<string, readonly string[]>>;
  /** Hooks on the entity repository (rules its own entities' writes follow). */
  readonly repositoryHooks: readonly ((repository: EntityRepository) => void)[];
  /** Observers of every entity write, called inside the writing transaction. */
  readonly writeObservers: readonly WriteObserver[];
  /** The path under which its action routes live; their errors answer `{message}` (docs/api.md). */
  readonly actionBase: string;
  /** Builds what its routes and queue handlers share in one process. */
  createServices(host: Host, options: Options): Promise<Services>;
  /** Registers its HTTP routes on the host's app (after the host's own). */
  registerRoutes(app: FastifyInstance, services: Services): Promise<void> | void;
  /** Its queue handlers and schedules, for a process that works the queue. */
  worker(services: Services, options: WorkerOptions): ExtensionWorker;
}

/** An extension bound to its services in one process, as the host's app and workers take it. */
export interface BoundExtension<WorkerOptions = unknown> {
  readonly name: string;
  readonly actionBase: string;
  readonly entities: readonly EntityDefinition[];
  registerRoutes(app: FastifyInstance): Promise<void> | void;
  worker(options: WorkerOptions): ExtensionWorker;
}

export function bindExtension<Services, Options, WorkerOptions>(
  manifest: ExtensionManifest<Services, Options, WorkerOptions>,
  services: Services,
): BoundExtension<WorkerOptions> {
  return {
    name: manifest.name,
    actionBase: manifest.actionBase,
    entities: manifest.entities,
    registerRoutes: (app) => manifest.registerRoutes(app, services),
    worker: (options) => manifest.worker(services, options),
  };
}

/** Throws when two loaded extensions (or an extension and the host) claim the same name. */
export function assertUnique(kind: string, names: Iterable<string>): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two ${kind} are named "${name}".`);
    seen.add(name);
  }
}

/**
 * Works the host's queue in this process with the handlers and schedules of the given extensions'
 * workers. Stop it with `host.queue.stop()` or `host.close()`.
 */
export async function startWorkers(host: Host, workers: readonly ExtensionWorker[], options: { concurrency: number }): Promise<void> {
  assertUnique('queue handlers', workers.flatMap((worker) => Object.keys(worker.handlers)));
  assertUnique('schedules', workers.flatMap((worker) => worker.schedules.map((schedule) => schedule.name)));
  for (const worker of workers) {
    for (const schedule of worker.schedules) await host.queue.schedule(schedule.name, schedule.everyMs, schedule.task);
  }
  await host.queue.start(Object.assign({}, ...workers.map((worker) => worker.handlers)) as MessageHandlers, { concurrency: options.concurrency });
}
