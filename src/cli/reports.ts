import type { Command } from 'commander';

/** Registers the reports commands (being built for issue 5). */
export function registerReportsCommands(program: Command): void {
  void program;
}
