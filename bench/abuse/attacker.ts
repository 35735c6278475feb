/**
 * One attack of bench/abuse in a process of its own (run.ts starts it): an attacker is another
 * machine, so its own work (building 50 KB packets, reconnecting, hashing nothing) must not run on
 * the event loop that times the normal load, nor take the server's CPU beyond the share run.ts
 * gives it. Arguments: the attack's index in ATTACKS, the phase's end (epoch ms) and the target as
 * JSON; prints the outcome as JSON on its last line.
 */
import { ATTACKS } from './attacks.ts';
import type { Target } from './attacks.ts';

const [index, until, target] = process.argv.slice(2);
const attack = ATTACKS[Number(index)];
if (attack === undefined || until === undefined || target === undefined)
  throw new Error('usage: attacker.ts <attack index> <until ms> <target json>');
const outcome = await attack
  .run(JSON.parse(target) as Target, Number(until))
  .catch((error: unknown) => ({ cut: false, detail: `the attack failed: ${String(error)}` }));
process.stdout.write(`${JSON.stringify(outcome)}\n`);
process.exit(0);
