import type { Command } from 'commander';

/** Registers the gateway commands (being built for issue 5). */
export function registerGatewayCommands(program: Command): void {
  void program;
}
