import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** A Kysely plugin that keeps the statements a handle runs, as the driver received them (`db.withPlugin(recorder)`). */
export class StatementRecorder implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
