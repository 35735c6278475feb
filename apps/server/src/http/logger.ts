import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { logSerializers } from './log-serializers.ts';

export { logSerializers };

/** Never written to logs: credentials, cookies, passwords and one-time codes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'newPassword',
  '*.newPassword',
  'code',
  'body.code',
  '*.body.code',
  'otp',
  '*.otp',
];

export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: logSerializers,
    ...(config.nodeEnv === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
