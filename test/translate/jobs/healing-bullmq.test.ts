import { describeHealing } from '../../support/healing-suite.js';

/** Healing through real jobs on BullMQ (the suite: test/support/healing-suite.ts). */
await describeHealing('bullmq');
