import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Site-wide settings edited by admins (home tabs, rotator, recommendations), one JSON value per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- schedule (requirement data-model) ---------------------------------------------------------
// Names carry an English form and, where it differs, a Brazilian Portuguese one (null: same).

/** football, basketball. */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameBr: text('name_br'),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166 alpha-2, or INT / EU for international competitions. */
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameBr: text('name_br'),
});

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    countryId: integer('country_id').references(() => countries.id),
    /** Stable slug: bra.1, eng.1, esp.1, ita.1, ger.1, fra.1, uefa.cl, nba, nbb. */
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameBr: text('name_br'),
    shortName: text('short_name').notNull(),
    /** The ranking rule as JSON: ordered tie-break criteria from the regulation (tie-break-rule.ts); older rows hold goal_difference | head_to_head | win_percentage. */
    tieBreak: text('tie_break').notNull(),
    /** Lower first on league lists; popular competitions have a priority under 100. */
    priority: integer('priority').notNull().default(1000),
    hot: boolean('hot').notNull().default(false),
    logo: text('logo'),
  },
  (table) => [index('competitions_sport_idx').on(table.sportId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** 2024/25, or 2025 for calendar-year seasons. */
    name: text('name').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    current: boolean('current').notNull().default(false),
    /**
     * Who wrote the season, and so who may write into it (feed/season-owner.ts): `simulator`,
     * `openfootball`, `api-football`, or `feed` (fixtures announced through the feed call).
     */
    source: text('source').notNull().default('feed'),
  },
  (table) => [uniqueIndex('seasons_competition_name_idx').on(table.competitionId, table.name)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    countryId: integer('country_id').references(() => countries.id),
    /** Stable slug within a sport, e.g. flamengo, manchester-city. */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameBr: text('name_br'),
    shortName: text('short_name').notNull(),
    logo: text('logo'),
    /** Primary and secondary colour (#rrggbb) of the drawn crest, when the feed knows them. */
    colors: jsonb('colors').$type<[string, string]>(),
    /** The head coach, when the feed names one (line-ups, decision 0141). */
    coach: text('coach'),
  },
  (table) => [uniqueIndex('teams_sport_code_idx').on(table.sportId, table.code)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    /** The provider's id (openfootball, API-Football, the simulator), unique per source. */
    externalRef: text('external_ref').unique(),
    round: text('round'),
    /** Orders rounds: 1, 2, ... (matchday number, or the knockout stage's order). */
    roundOrder: integer('round_order'),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    /** Status code (requirement status-codes) of the match's sport (@placar/contract/match-status). */
    status: smallint('status').notNull().default(0),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** Goals or points per half / quarter, then overtime periods. */
    homePeriods: jsonb('home_periods').$type<number[]>().notNull().default([]),
    awayPeriods: jsonb('away_periods').$type<number[]>().notNull().default([]),
    homePenalties: smallint('home_penalties'),
    awayPenalties: smallint('away_penalties'),
    /** Football: seconds played. Basketball: seconds left in the period. Read at clock_at. */
    clockSeconds: integer('clock_seconds'),
    clockRunning: boolean('clock_running').notNull().default(false),
    clockAt: timestamp('clock_at', { withTimezone: true }),
    venue: text('venue'),
    hot: boolean('hot').notNull().default(false),
    /** Grows by one with every stored update; clients drop updates they have seen. */
    seq: integer('seq').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_kickoff_idx').on(table.kickoff),
    index('matches_season_idx').on(table.seasonId, table.roundOrder),
    index('matches_status_idx').on(table.status),
    index('matches_home_idx').on(table.homeTeamId, table.kickoff),
    index('matches_away_idx').on(table.awayTeamId, table.kickoff),
  ],
);

export const matchIncidents = pgTable(
  'match_incidents',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** goal, own_goal, penalty_goal, missed_penalty, yellow_card, red_card, second_yellow, substitution, period, points, var. */
    kind: text('kind').notNull(),
    minute: smallint('minute'),
    extraMinute: smallint('extra_minute'),
    period: smallint('period'),
    side: text('side'),
    player: text('player'),
    /** The player who set up a goal, where the feed names one (issue 33). */
    assist: text('assist'),
    detail: text('detail'),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_incidents_match_idx').on(table.matchId, table.id)],
);

export const matchStats = pgTable(
  'match_stats',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** possession, shots, shots_on_target, corners, fouls, ... / rebounds, assists, ... */
    key: text('key').notNull(),
    home: real('home').notNull(),
    away: real('away').notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.key] })],
);

// ---- accounts (issue 4) ---------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    username: text('username').notNull(),
    /** Lower-cased username: usernames are unique whatever their case. */
    usernameKey: text('username_key').notNull().unique(),
    /** scrypt or argon2id hash with its parameters; null for an account made by Google sign-in. */
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    /** The nickname's look-alike form (UTS #39 skeleton, separators, marks and leet removed): no two users may look the same (issue 36). Filled at start for older rows. */
    nicknameSkeleton: text('nickname_skeleton'),
    avatar: text('avatar'),
    chatColor: text('chat_color').notNull(),
    language: text('language').notNull().default('en'),
    /** viewer | anchor | admin. */
    role: text('role').notNull().default('viewer'),
    googleSubject: text('google_subject').unique(),
    notifyMatchStart: boolean('notify_match_start').notNull().default(true),
    notifyHostLive: boolean('notify_host_live').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (table) => [index('users_nickname_skeleton_idx').on(table.nicknameSkeleton)],
);

/** One login: its refresh tokens rotate inside it; revoking it ends the access tokens that name it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout | password_change | password_reset | reuse | admin */
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The latest the session can live, however often it refreshes (SESSION_MAX_LIFETIME). */
    endsAt: timestamp('ends_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '90 days'`),
    /** The last refresh (or the sign-in), with the address and browser it came from. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: presenting it again is reuse, and ends the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** register | reset | changeMail */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_email_idx').on(table.email, table.purpose)],
);

/** An e-mail change, undoable from the old address for 7 days (the notice mail carries the token). */
export const mailChanges = pgTable(
  'mail_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** The Google identity linked when the change was made: an undo unlinks any other. */
    googleSubject: text('google_subject'),
    /** SHA-256 of the undo token mailed to the old address. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('mail_changes_user_idx').on(table.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** match | competition | team */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A message when the match (or one of the competition's or team's) starts (issue 13). */
    notifyStart: boolean('notify_start').notNull().default(true),
    /** A message for each goal. */
    notifyGoals: boolean('notify_goals').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.targetId] }),
    index('favorites_target_idx').on(table.kind, table.targetId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the message leads in the web app, without the language prefix (e.g. /host/liveUserRoom/12). */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.id)],
);

/** A browser's Web Push subscription (issue 34 item 10): goal and kick-off alerts reach it with no tab open. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; unique, so a browser that signs in as someone else moves to them. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt each payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The stored file's key, e.g. avatars/3f9a....webp, served at /uploads/<key>. */
  storageKey: text('storage_key').notNull().unique(),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- live rooms (issue 11) ------------------------------------------------------------------

/** One application per user to become a host; admins decide (pending, approved, rejected, suspended). */
export const hostApplications = pgTable(
  'host_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    streamName: text('stream_name').notNull(),
    intro: text('intro').notNull(),
    sports: jsonb('sports').$type<string[]>().notNull(),
    /** pending | approved | rejected | suspended */
    status: text('status').notNull().default('pending'),
    /** Why it was rejected or suspended. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('host_applications_status_idx').on(table.status, table.id)],
);

/** A host's one room. Open while current_record_id names the live in progress. */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cover: text('cover'),
    /** football | basketball */
    sport: text('sport').notNull(),
    /** pt | en | es: the language of the commentary. */
    language: text('language').notNull(),
    notice: text('notice').notNull().default(''),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** SHA-256 of the stream key: the key itself is shown once and never stored. */
    streamKeyHash: text('stream_key_hash'),
    streamKeyCreatedAt: timestamp('stream_key_created_at', { withTimezone: true }),
    /** The hash a reset replaced: an encoder still using it is told "old key", not "wrong key". */
    previousStreamKeyHash: text('previous_stream_key_hash'),
    /** Seconds a dropped stream may stay away before the room closes; null: the server default (STREAM_RECONNECT_GRACE). */
    reconnectGraceSeconds: integer('reconnect_grace_seconds'),
    /** The live in progress (stream_records.id); null when the room is closed. */
    currentRecordId: integer('current_record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('live_rooms_match_idx').on(table.matchId), index('live_rooms_open_idx').on(table.currentRecordId)],
);

/** One live of a room: from /live/open to its close, with what viewers did. */
export const streamRecords = pgTable(
  'stream_records',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Time-weighted over the live, written at its end. */
    averageViewers: real('average_viewers').notNull().default(0),
    /** host | stream_lost | suspended */
    endReason: text('end_reason'),
  },
  (table) => [index('stream_records_host_idx').on(table.hostId, table.startedAt)],
);

/** Who follows which host now. */
export const follows = pgTable(
  'follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hostId] }), index('follows_host_idx').on(table.hostId)],
);

/** Every follow and unfollow, for a host's followers over time. */
export const followEvents = pgTable(
  'follow_events',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** follow | unfollow */
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('follow_events_host_idx').on(table.hostId, table.at)],
);

// ---- what fans see (issue 10) -----------------------------------------------------------------

/** A team's squad as the feed gives it (team pages). */
export const teamPlayers = pgTable(
  'team_players',
  {
    /** The player page's id (decision 0142): kept while the (team, name) row is, whatever else the feed changes. */
    id: serial('id').notNull().unique(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: smallint('number'),
    /** GK, DF, MF, FW or G, F, C. */
    position: text('position'),
    /** Order in the squad list: starters first. */
    sortOrder: smallint('sort_order').notNull().default(0),
    /** The vendor's player id (`apif:909`), so a vendor's renamed player keeps its row and page (issue 33 item 8). */
    externalRef: text('external_ref'),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.name] }),
    uniqueIndex('team_players_team_external_idx').on(table.teamId, table.externalRef),
  ],
);

/** One player of a stored per-match line-up: a team_players row and what the vendor says of this match. */
export interface StoredLineupPlayer {
  playerId: number;
  name: string;
  number: number | null;
  position: string | null;
  starter: boolean;
  /** Minutes the vendor counts for the player; null before it has player statistics. */
  minutes: number | null;
  rating: number | null;
}

/**
 * A side's line-up as a vendor hands it in (decision 0156): its formation, coach and players,
 * starters first. A match with one is lined up from it; the simulator's matches have none and
 * are lined up from the squad (decision 0141).
 */
export const matchLineups = pgTable(
  'match_lineups',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    formation: text('formation'),
    coach: text('coach'),
    players: jsonb('players').$type<StoredLineupPlayer[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.side] })],
);

/** A season's groups as a vendor's standings name them (Champions League "Group A"): each group is ranked on its own. */
export const seasonGroups = pgTable(
  'season_groups',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seasonId, table.teamId] })],
);

/** One player's line of a basketball box score: the team's points are the sum of its players'. */
export const matchPlayerStats = pgTable(
  'match_player_stats',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    name: text('name').notNull(),
    number: smallint('number'),
    starter: boolean('starter').notNull().default(false),
    minutes: smallint('minutes').notNull().default(0),
    points: smallint('points').notNull().default(0),
    fgm: smallint('fgm').notNull().default(0),
    fga: smallint('fga').notNull().default(0),
    tpm: smallint('tpm').notNull().default(0),
    tpa: smallint('tpa').notNull().default(0),
    ftm: smallint('ftm').notNull().default(0),
    fta: smallint('fta').notNull().default(0),
    rebounds: smallint('rebounds').notNull().default(0),
    assists: smallint('assists').notNull().default(0),
    /** Steals, blocks, turnovers, personal fouls and plus-minus: null where the feed does not send them (the box score then shows no column). */
    steals: smallint('steals'),
    blocks: smallint('blocks'),
    turnovers: smallint('turnovers'),
    fouls: smallint('fouls'),
    plusMinus: smallint('plus_minus'),
    /** Keeps the order the feed sent (starters first). */
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.side, table.name] })],
);

// ---- chat (issue 12) ------------------------------------------------------------------------
// A chat room is a match's (room_kind 'match', room_id = matches.id) or a live room's
// ('room', room_id = live_rooms.id): one engine, so the room is named by both columns.

/** Every message; a removed one stays for the moderation log but is never shown again. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    /** 64-bit: the history cursor, growing across the whole chat. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomKind: text('room_kind').notNull(),
    roomId: integer('room_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser (clientIdentifyId) it came from. */
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    /** The author as shown when it was sent. */
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    color: text('color').notNull(),
    /** host | moderator | admin */
    badge: text('badge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('chat_messages_room_idx').on(table.roomKind, table.roomId, table.id),
    index('chat_messages_user_idx').on(table.userId, table.id),
    index('chat_messages_client_idx').on(table.clientId, table.id),
  ],
);

/** A room's modes; a room without a row has the defaults (all off, links off). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    roomKind: text('room_kind').notNull(),
    roomId: integer('room_id').notNull(),
    /** 0: off, else 3 to 120. */
    slowSeconds: smallint('slow_seconds').notNull().default(0),
    /** Minimum follow age in minutes; null: off. */
    followersOnly: integer('followers_only'),
    /** Minimum account age in minutes; null: off. */
    establishedOnly: integer('established_only'),
    emoteOnly: boolean('emote_only').notNull().default(false),
    linksAllowed: boolean('links_allowed').notNull().default(false),
    /** While the room is busy (BUSY_ROOM messages a minute), only trusted accounts post (issue 36). */
    trustedWhenBusy: boolean('trusted_when_busy').notNull().default(false),
    /** Match rooms: when full time was first seen (the room closes 60 minutes later). */
    matchFinishedAt: timestamp('match_finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.roomKind, table.roomId] })],
);

/** Moderators a host appointed in its live room. */
export const chatModerators = pgTable(
  'chat_moderators',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointedBy: integer('appointed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_moderators_user_idx').on(table.userId),
  ],
);

/** Bans (no end) and timeouts of a user in a room, with the browsers held with the account. */
export const chatSanctions = pgTable(
  'chat_sanctions',
  {
    id: serial('id').primaryKey(),
    roomKind: text('room_kind').notNull(),
    roomId: integer('room_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ban | timeout */
    kind: text('kind').notNull(),
    clientIds: jsonb('client_ids').$type<string[]>().notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null for a ban. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    /** A ban holds the address (an IPv6 /64) the user last wrote from too, until address_until (issue 36). */
    address: text('address'),
    addressUntil: timestamp('address_until', { withTimezone: true }),
  },
  (table) => [
    index('chat_sanctions_room_idx').on(table.roomKind, table.roomId, table.userId),
    index('chat_sanctions_active_idx').on(table.liftedAt, table.expiresAt),
  ],
);

/** Blocked terms, normalised: scope global (room_id 0, admins), match or room (its host, or admins). */
export const chatBlockedTerms = pgTable(
  'chat_blocked_terms',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    roomId: integer('room_id').notNull(),
    term: text('term').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('chat_blocked_terms_term_idx').on(table.scope, table.roomId, table.term)],
);

/** Who did what to whom in a room, and when. */
export const chatModerationLog = pgTable(
  'chat_moderation_log',
  {
    id: serial('id').primaryKey(),
    roomKind: text('room_kind').notNull(),
    roomId: integer('room_id').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'set null' }),
    /** delete | timeout | ban | unban | modes | moderator_add | moderator_remove | terms */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('chat_moderation_log_room_idx').on(table.roomKind, table.roomId, table.id)],
);

// ---- admin console, visits, favorite alerts (issue 13) ----------------------------------------

/** Every change an admin made: who, what, before and after. Kept when the admin's account goes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The call that made it, e.g. updateAnchor, pointSeletionItem. */
    action: text('action').notNull(),
    /** What changed, e.g. user:12, setting:blockedCountries. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_target_idx').on(table.target, table.id),
  ],
);

/** Suspensions of users by admins; active while not lifted and before its end. */
export const userSanctions = pgTable(
  'user_sanctions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** suspend */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: until lifted. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('user_sanctions_user_idx').on(table.userId, table.id)],
);

/**
 * Visit tracking (requirement visit-records): one row per visit, change or leave record. No address is
 * kept: only the country it maps to, the app language and the browser family.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: serial('id').primaryKey(),
    visitId: text('visit_id').notNull(),
    /** The myCookie client identifier (clientIdentifyId). */
    clientId: text('client_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** visit | change | leave */
    kind: text('kind').notNull(),
    route: text('route'),
    country: text('country'),
    language: text('language').notNull(),
    browser: text('browser').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('visit_events_at_idx').on(table.at), index('visit_events_visit_idx').on(table.visitId, table.at)],
);

/** Favorite-match messages already sent, so a start or a goal is told once whatever the feed repeats. */
export const matchAlerts = pgTable(
  'match_alerts',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** start, or goal:{home}-{away} */
    mark: text('mark').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.mark] })],
);
