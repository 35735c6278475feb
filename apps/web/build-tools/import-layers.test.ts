import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { FEATURE_IMPORTS_ALLOWED, WEB_LAYERS, importEdges, layerProblems } from './import-layers.ts';

const rules = { layers: WEB_LAYERS, featureImportsAllowed: FEATURE_IMPORTS_ALLOWED };
let planted: string | undefined;

/** An app folder of the given files, for importEdges to read as it reads the real one. */
function plantApp(files: Record<string, string>): string {
  planted = mkdtempSync(join(tmpdir(), 'import-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(planted, path)), { recursive: true });
    writeFileSync(join(planted, path), text);
  }
  return planted;
}

afterEach(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
  planted = undefined;
});

describe('the web app layers check (decision 0170)', () => {
  it('passes on the app as it is', () => {
    const app = fileURLToPath(new URL('../app', import.meta.url));
    const edges = importEdges(app);
    expect(edges.length).toBeGreaterThan(500);
    expect(layerProblems(edges, rules)).toEqual([]);
  });

  it('fails on a planted upward import and a planted circle, type-only and dynamic imports included', () => {
    const app = plantApp({
      'lib/api/client.ts':
        "import type { Toast } from '../../components/ui/toaster.tsx';\nexport type Shown = Toast;\n",
      'components/ui/toaster.tsx':
        "export type Toast = string;\nexport const later = () => import('../../lib/api/client.ts');\n",
      // Tests may reach anywhere: this one is not read.
      'components/ui/tab.test.tsx': "import '../../features/home/home.tsx';\n",
      'features/home/home.tsx': 'export {};\n',
    });
    expect(layerProblems(importEdges(app), rules)).toEqual([
      'lib/api/client.ts: imports components/ui/toaster.tsx, a layer above it',
      'components/ui/toaster.tsx: in an import circle with lib/api/client.ts',
    ]);
  });

  it('fails on an import from one feature into another unless it is a listed composition', () => {
    const edges = [
      { from: 'features/home/home.tsx', to: 'features/league/standings.tsx' },
      { from: 'features/match/match-page.tsx', to: 'features/chat/chat-panel.tsx' },
    ];
    expect(layerProblems(edges, rules)).toEqual([
      'features/home/home.tsx: imports features/league/standings.tsx from another feature (home -> league); move what both use down to components/ or lib/',
    ]);
  });

  it('lets the bottom drawer be imported by every layer and import none above it', () => {
    const edges = [
      { from: 'i18n/use-translation.tsx', to: 'lib/browser/when-idle.ts' },
      { from: 'lib/browser/when-idle.ts', to: 'state/app-store.ts' },
    ];
    expect(layerProblems(edges, rules)).toEqual([
      'lib/browser/when-idle.ts: imports state/app-store.ts, a layer above it',
    ]);
  });

  it('fails on a file in no layer, so a new top folder is placed on purpose', () => {
    expect(layerProblems([{ from: 'helpers/x.ts', to: 'lib/api/client.ts' }], rules)).toEqual([
      'helpers/x.ts: in no layer; name its folder in WEB_LAYERS (apps/web/build-tools/import-layers.ts)',
    ]);
  });
});
