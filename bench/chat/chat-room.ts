/**
 * The chat benches' room, made as the product makes one (serve.ts for one server, scale.ts for a
 * cluster): an admin and a host whose accounts and sessions come from the real services on the
 * servers' database, signed with their secret on their clock; the host applies and the admin
 * approves through the API (`post`), which opens the host's room for chat; then `senders`
 * signed-in fans. Answers the room and the fans' access tokens.
 */
import type { Clock } from '@placar/server/clock';
import { type AuthConfig, createSessionService, createUserAccount, type Database } from '@placar/server/testing';

export interface ChatRoomOptions {
  db: Database;
  /** The servers' signing key and token lifetimes. */
  key: Uint8Array;
  auth: AuthConfig;
  clock: Clock;
  /** A POST to the API (`/user/...`) as `token`; answers the reply's data, throws unless its code is 200. */
  post(path: string, token: string, payload: object): Promise<Record<string, unknown>>;
  senders: number;
  /** Names the accounts and the room (`bench`, `scale`). */
  label: string;
}

export async function makeChatRoom(options: ChatRoomOptions): Promise<{ roomId: number; tokens: string[] }> {
  const { db, clock, post, label } = options;
  const sessions = createSessionService({
    db,
    key: options.key,
    accessTokenTtl: options.auth.accessTokenTtl,
    refreshTokenTtl: options.auth.refreshTokenTtl,
    maxLifetime: options.auth.sessionMaxLifetime,
    clock,
  });
  const signIn = async (username: string, role: 'viewer' | 'admin' = 'viewer') => {
    const user = await createUserAccount(db, {
      email: `${username}@example.com`,
      username,
      role,
      createdAt: new Date(clock.now()),
    });
    const { tokens } = await sessions.start(user, { ip: '127.0.0.1', userAgent: `bench-chat-${label}` });
    return { id: user.id, token: tokens.accessToken };
  };
  const admin = await signIn(`${label}admin`, 'admin');
  const host = await signIn(`${label}host`);
  await post('/user/confirmAnchor', host.token, {
    streamName: `${label[0]?.toUpperCase()}${label.slice(1)} FC`,
    intro: 'A room for the chat benchmark, with many fans.',
    sports: ['football'],
  });
  const { application } = (await post('/admin/updateAnchor', admin.token, { userId: host.id, action: 'approve' })) as {
    application: { roomId: number };
  };
  const tokens: string[] = [];
  for (let index = 0; index < options.senders; index += 1)
    tokens.push((await signIn(`fan${String(index).padStart(4, '0')}`)).token);
  return { roomId: application.roomId, tokens };
}
