import type { FastifyInstance } from 'fastify';
import * as calls from '@placar/contract/calls/players';
import { Header } from '@placar/contract/headers';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { registerCall } from '../../http/register-call.ts';
import type { InputOf } from '../schedule/call-types.ts';
import { matchLineups, playerPage } from './players.service.ts';

interface PlayersRoutesOptions {
  db: Database;
  clock: Clock;
}

/** Line-ups and player pages: public reads, computed from the stored squads, incidents and box scores. */
export default async function playersRoutes(app: FastifyInstance, { db, clock }: PlayersRoutesOptions): Promise<void> {
  registerCall(app, calls.lineups, ({ headers, query }) =>
    matchLineups(
      db,
      { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' },
      query as InputOf<typeof calls.lineups>,
      new Date(clock.now()),
    ),
  );
  registerCall(app, calls.playerDetail, ({ headers, query }) =>
    playerPage(
      db,
      { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' },
      query as InputOf<typeof calls.playerDetail>,
      new Date(clock.now()),
    ),
  );
}
