import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: string;
  message: string;
}

/** A logger that keeps what it is given, so a test can check what an operator would read. */
export function recordingLogger(): { logger: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const write =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      lines.push({ level, message: typeof first === 'string' ? first : String(second ?? '') });
    };
  const logger = {
    level: 'info',
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: () => {},
    child: () => logger,
  } as unknown as FastifyBaseLogger;
  return { logger, lines };
}
