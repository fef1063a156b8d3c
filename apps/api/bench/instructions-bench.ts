import { understand } from '../src/assistant/instructions/grammar/understand';
import { HELD_OUT } from './held-out-instructions';

/**
 * How many held-out instructions the offline grammar understands as the actions they ask for
 * (with `--verbose`, what it made of each). Dates are read from a fixed day.
 */
const today = new Date('2026-12-07T12:00:00Z');
const verbose = process.argv.includes('--verbose');
let understood = 0;
for (const [text, expected] of HELD_OUT) {
  const result = understand(text, today);
  const names = result.kind === 'calls' ? result.calls.map((call) => call.name) : [];
  const ok = names.join(',') === expected.join(',');
  if (ok) understood += 1;
  if (verbose || !ok)
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${text} => ${result.kind === 'calls' ? JSON.stringify(result.calls) : JSON.stringify(result)}`,
    );
}
console.log(`held-out instructions understood: ${understood}/${HELD_OUT.length}`);
