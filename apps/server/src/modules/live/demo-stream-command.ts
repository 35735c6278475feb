import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { DEMO_STREAM_FILE } from './demo-room.ts';

// `npm run demo:stream`: pushes a test picture and tone into the demo room of a running
// `npm start` (same DATA_DIR), like a host's OBS would. Ctrl-C stops it.
const config = loadConfig();
let url: string;
try {
  url = readFileSync(join(config.dataDir, DEMO_STREAM_FILE), 'utf8').trim();
} catch {
  console.error(`No demo room in ${config.dataDir}: start the server first (npm start, with the simulator on).`);
  process.exit(1);
}
console.log(`Pushing a test stream to the demo room (${url.replace(/key=.*/, 'key=…')}); Ctrl-C stops it.`);
const ffmpeg = spawn(
  'ffmpeg',
  [
    ...[
      '-hide_banner',
      '-loglevel',
      'warning',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
    ],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-tune',
      'zerolatency',
      '-g',
      '25',
      '-bf',
      '0',
      '-b:v',
      '800k',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-f',
      'flv',
      url,
    ],
  ],
  { stdio: 'inherit' },
);
ffmpeg.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => ffmpeg.kill(signal));
