import type { Command } from 'commander';

/** Registers the glossary commands (being built for issue 5). */
export function registerGlossaryCommands(program: Command): void {
  void program;
}
