import type { z } from 'zod';
import type { engineHealthSchema } from '@placar/contract/calls/system';

/** How one engine is doing, as an engine says it itself (the health page, issue 37 item 6). */
export type EngineReport = Pick<z.infer<typeof engineHealthSchema>, 'state' | 'detail'>;
