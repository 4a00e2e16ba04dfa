import { describeHealing } from '../../support/healing-suite.js';

/** Healing through real jobs on the embedded queue (the suite: test/support/healing-suite.ts). */
await describeHealing('embedded');
