import type { FastifyInstance } from 'fastify';
import { isFromThisMachine } from '../http/client-address.ts';
import type { DevOutbox } from './dev-outbox.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * GET /dev/mail (HTML) and /dev/mail.json: the development outbox, newest first, answered only
 * to this machine (a loopback socket and no forwarding header): it holds every reset code.
 * Everyone else, and every request when SMTP_URL is set, gets 404.
 */
export default async function devMailRoutes(
  app: FastifyInstance,
  options: { outbox: DevOutbox | undefined },
): Promise<void> {
  const { outbox } = options;
  // Answered here in every case, so no page renderer ever shows anything at these paths.
  app.addHook('onRequest', async (request, reply) => {
    if (outbox === undefined || !isFromThisMachine(request.raw))
      return reply.code(404).header('cache-control', 'no-store').send();
  });
  if (outbox === undefined) {
    for (const url of ['/dev/mail', '/dev/mail.json'])
      app.get(url, { schema: { hide: true } }, async (_request, reply) => reply.code(404).send());
    return;
  }
  app.get('/dev/mail.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { mails: outbox.list() };
  });
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const items = outbox
      .list()
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p><small>${escapeHtml(mail.sentAt)} · to ${escapeHtml(mail.to)}</small></p><pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('\n');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head><body><h1>Dev outbox (${outbox.list().length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
