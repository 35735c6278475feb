import { createContext } from 'react';

/**
 * The root's inline head script (zod's browser setting, the chunk-reload guard and the
 * early-clicks hold), provided by entry.server.tsx. The browser already has it in the HTML and
 * runs it before any module: the client gets '' here, so its source stays out of the first-load
 * JavaScript (issue 14). React does not compare an inline script's content when it hydrates.
 */
export const HeadScript = createContext('');
