import type { HookCall } from './hook-media-server.ts';

type HookCallKind = 'publish' | 'publish_done' | 'update' | 'other';

const field = (body: Record<string, unknown>, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = body[name];
    if (typeof value === 'string' && value.length <= 512) return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
};

/**
 * One publish-hook call from nginx-rtmp (form fields `call`, `app`, `name`, `addr`, `clientid`,
 * and the publish URL's query such as `key`) or SRS (JSON `action`, `app`, `stream`, `param`
 * like `?key=...`, `ip`, `client_id`). Null when it is neither.
 */
export function readHookCall(body: unknown): (HookCall & { kind: HookCallKind }) | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const action = field(fields, 'call', 'action');
  const app = field(fields, 'app');
  const name = field(fields, 'name', 'stream');
  if (action === undefined || app === undefined || name === undefined) return null;
  const param = field(fields, 'param');
  const key =
    field(fields, 'key') ??
    (param === undefined ? undefined : (new URLSearchParams(param.replace(/^\?/, '')).get('key') ?? undefined));
  const kinds: Record<string, HookCallKind> = {
    publish: 'publish',
    on_publish: 'publish',
    publish_done: 'publish_done',
    on_unpublish: 'publish_done',
    update_publish: 'update',
  };
  return {
    kind: kinds[action] ?? 'other',
    app,
    name,
    key,
    clientId: field(fields, 'clientid', 'client_id') ?? '',
    address: field(fields, 'addr', 'ip') ?? '',
  };
}
