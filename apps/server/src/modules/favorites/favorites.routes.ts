import type { FastifyInstance } from 'fastify';
import { love, loveSettingList, myFavoritesList } from '@placar/contract/calls/favorites';
import { Code } from '@placar/contract/codes';
import { Header } from '@placar/contract/headers';
import type { RequestHeaders } from '@placar/contract/headers';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Session } from '../../http/auth.ts';
import { registerCall } from '../../http/register-call.ts';
import type { Viewer } from '../schedule/match-view.ts';
import { favoriteMatches, favoriteSettings, setLove } from './favorites.service.ts';

interface FavoritesRoutesOptions {
  db: Database;
  clock: Clock;
}

function viewerOf(headers: RequestHeaders): Viewer {
  return { language: headers[Header.language], tz: headers[Header.tz] ?? 'UTC' };
}

// Role `user`: the role rule answers 4010001 first, so this only guards the types.
function userIdOf(session: Session | null): number {
  if (session === null) throw new ApiError(Code.mustLogInAgain);
  return session.userId;
}

export default async function favoritesRoutes(app: FastifyInstance, options: FavoritesRoutesOptions): Promise<void> {
  const { db } = options;
  registerCall(app, love, ({ session, body }) => setLove(db, userIdOf(session), body));
  registerCall(app, myFavoritesList, ({ session, headers, query }) =>
    favoriteMatches(db, userIdOf(session), viewerOf(headers), query.date, new Date(options.clock.now())),
  );
  registerCall(app, loveSettingList, ({ session, headers }) =>
    favoriteSettings(db, userIdOf(session), viewerOf(headers)),
  );
}
