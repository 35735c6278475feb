import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leaveRecord, visitRecord, visitStats } from '@placar/contract/calls/visits';
import { Code } from '@placar/contract/codes';
import { Header } from '@placar/contract/headers';
import type { LocationRules } from '../../geo/location-rules.ts';
import { ApiError } from '../../http/api-error.ts';
import { registerCall } from '../../http/register-call.ts';
import { RateLimit } from '../auth/rate-limit.ts';
import { pruneVisits, recordLeave, recordVisit, visitStatistics } from './visits.service.ts';
import type { VisitsDeps } from './visits.service.ts';
import type { SharedStore } from '../../shared-state/shared-state.ts';

/** A beacon's form is a few short fields. */
const FORM_LIMIT_BYTES = 4096;
const PRUNE_EVERY_MS = 6 * 3_600_000;

interface VisitsRoutesOptions extends VisitsDeps {
  rules: LocationRules;
  /** Records one address may send per minute (a page sends one per route change). */
  perMinute?: number;
  /** Where that limit counts (shared by every instance with REDIS_URL); this process by default. */
  limitStore?: SharedStore;
}

/** Form fields as strings (the first of each name); files are ignored. */
function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

const badForm = () =>
  new ApiError(Code.invalidInput, {
    en: 'body: is not readable form data',
    br: 'body: não são dados de formulário legíveis',
  });

/** Visit tracking (requirement visit-records): visit and change records, the leave beacon, and the admin figures. */
export default async function visitsRoutes(app: FastifyInstance, options: VisitsRoutesOptions): Promise<void> {
  const limit = new RateLimit({
    limit: options.perMinute ?? 600,
    windowMs: 60_000,
    now: () => options.clock.now(),
    name: 'visits',
    ...(options.limitStore === undefined ? {} : { store: options.limitStore }),
  });
  const allow = async (request: FastifyRequest) => {
    if (!(await limit.hit(request.ip))) throw new ApiError(Code.tooManyRequests);
  };

  // navigator.sendBeacon sends FormData as multipart, URLSearchParams as urlencoded: both read here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: FORM_LIMIT_BYTES },
    (request, body, done) => {
      new Response(new Uint8Array(body as Buffer), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      })
        .formData()
        .then(
          (form) => done(null, formFields(form)),
          () => done(badForm()),
        );
    },
  );

  registerCall(app, visitRecord, async ({ body, headers, session, request }) => {
    await allow(request);
    return recordVisit(options, body, {
      clientId: headers[Header.clientIdentifyId],
      userId: session === null || session.userId === 0 ? null : session.userId,
      country: options.rules.countryOf(request),
      language: headers[Header.language],
      userAgent: request.headers['user-agent'],
    });
  });
  registerCall(app, leaveRecord, async ({ body, request }) => {
    await allow(request);
    return recordLeave(options, body);
  });
  registerCall(app, visitStats, ({ body, headers }) => visitStatistics(options, body, headers[Header.tz] ?? 'UTC'));

  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    void pruneVisits(options).catch((error: unknown) =>
      app.log.warn({ err: error }, 'visit records could not be pruned'),
    );
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
