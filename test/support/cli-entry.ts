// Runs the CLI from source, as bin/ext-translate.js runs it from the build.
import { main } from '../../src/cli/main.js';

await main(process.argv);
