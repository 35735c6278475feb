import { createContext } from 'react-router';

/**
 * The Content-Security-Policy nonce of the response being rendered, handed over by the server
 * (apps/server/src/web/load-web-build.ts), which allows only scripts carrying it to run inline.
 * Empty when rendered elsewhere.
 */
export const cspNonce = createContext<string>('');
