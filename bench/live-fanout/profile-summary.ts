/**
 * Where a CPU profile's time went (a --cpu-prof file, e.g. from LIVE_FANOUT_CPU_PROF): self time
 * by package or area and the top functions, so a report can name what holds the event loop.
 * Usage: node live-fanout/profile-summary.ts <file.cpuprofile> [top=15]
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The area a script belongs to: its npm package, the app's own code by folder, or Node's internals. */
export function areaOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged?.[1] !== undefined) return packaged[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const own = /\/(apps\/[^/]+\/(?:src\/[^/]+|build\/[^/]+)|packages\/[^/]+|bench\/[^/]+)/.exec(url);
  return own?.[1] ?? url;
}

const [file, top = '15'] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
// The first sample's delta runs from the profiler's start (the inspector's own dispatch): left out.
profile.samples.forEach((id, index) => {
  if (index > 0) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = profile.endTime - profile.startTime - (profile.timeDeltas[0] ?? 0);
const areas = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const frame = byId.get(id)?.callFrame;
  if (frame === undefined) continue;
  const area = areaOf(frame.url, frame.functionName);
  areas.set(area, (areas.get(area) ?? 0) + micros);
  const name = `${frame.functionName || '(anonymous)'} ${area}${frame.url === '' ? '' : `:${frame.lineNumber + 1}`}`;
  functions.set(name, (functions.get(name) ?? 0) + micros);
}
const percent = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
const ms = (micros: number) => `${(micros / 1000).toFixed(0).padStart(7)} ms`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s profiled`);
console.log('self time by area:');
for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`  ${percent(micros)} ${ms(micros)}  ${area}`);
console.log('top functions by self time:');
for (const [name, micros] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`  ${percent(micros)} ${ms(micros)}  ${name}`);
