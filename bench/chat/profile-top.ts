/**
 * Prints the functions with the most self time in a V8 CPU profile (what `--cpu-prof` writes):
 * `node chat/profile-top.ts <file.cpuprofile> [count]`. How the chat bench's bottlenecks were named.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = '25'] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: node chat/profile-top.ts <file.cpuprofile> [count]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  const frame = byId.get(id)?.callFrame;
  const name =
    frame === undefined
      ? '?'
      : `${frame.functionName || '(anonymous)'} ${frame.url === '' ? '' : `${basename(frame.url)}:${frame.lineNumber + 1}`}`;
  self.set(name, (self.get(name) ?? 0) + delta);
  total += delta;
});
const idle = [...self].filter(([name]) => name.startsWith('(idle)')).reduce((sum, [, time]) => sum + time, 0);
console.log(
  `${basename(file)}: ${(total / 1e6).toFixed(1)} s sampled, ${(((total - idle) / Math.max(1, total)) * 100).toFixed(0)}% busy`,
);
for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(
    `${((time / Math.max(1, total)) * 100).toFixed(1).padStart(5)}%  ${(time / 1e3).toFixed(0).padStart(7)} ms  ${name}`,
  );
}
