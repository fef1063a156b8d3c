import { rmSync } from 'node:fs';
import { loadConfig } from '../config';

// `pnpm --filter @ap/sandbox reset`: forget every user, mailbox, company and transfer.
const { dataDir } = loadConfig();
rmSync(dataDir, { recursive: true, force: true });
console.log(`sandbox state cleared (${dataDir})`);
