import { describe, expect, it } from 'vitest';
import { fetchAboutPayload } from './about-payload.ts';

function recording(answer: () => Promise<Response>) {
  const asked: string[] = [];
  const get = (async (input: string | URL | Request) => {
    asked.push(String(input));
    return answer();
  }) as typeof fetch;
  return { asked, get };
}

describe('the /about page payload file', () => {
  it('GETs the JSON file next to the route path and answers its data', async () => {
    const { asked, get } = recording(async () => Response.json({ name: 'terms' }));
    expect(await fetchAboutPayload('terms', get)).toEqual({ name: 'terms' });
    expect(asked).toEqual(['/about/terms.json']);
  });

  it('asks nothing for a name that is no /about page (the loader answers its 404)', async () => {
    const { asked, get } = recording(async () => Response.json({ name: 'secret' }));
    expect(await fetchAboutPayload('secret', get)).toBeNull();
    expect(await fetchAboutPayload('../api/user', get)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('gives way to the loader when the file is missing, broken, for another page or unreachable', async () => {
    for (const answer of [
      async () => new Response('not here', { status: 404 }),
      async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      async () => Response.json({ name: 'privacy' }),
      async () => Response.json(null),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      expect(await fetchAboutPayload('terms', recording(answer).get)).toBeNull();
    }
  });
});
