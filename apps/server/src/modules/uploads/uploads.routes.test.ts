import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@placar/contract/codes';
import { uploads } from '../../db/schema.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { createUserWithSession } from '../../../test/sessions.ts';

const BOUNDARY = '----placar-test-boundary';

function multipartBody(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const image = (width: number, height: number, format: 'png' | 'jpeg') => {
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return picture[format]().toBuffer();
};

describe('uploads', () => {
  let t: TestApp;
  let uploadDir: string;
  let token: string;
  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'placar-uploads-'));
    t = await buildTestApp({ env: { UPLOAD_DIR: uploadDir } });
    const db = t.database?.db;
    if (db === undefined) throw new Error('no database');
    token = (await createUserWithSession(db)).accessToken;
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = (
    payload: Buffer,
    options: { purpose?: string; authorization?: string | null; contentType?: string; language?: string } = {},
  ) => {
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    };
    if (options.authorization !== null) headers.authorization = options.authorization ?? token;
    if (options.language !== undefined) headers.language = options.language;
    const query = options.purpose === undefined ? '' : `?purpose=${options.purpose}`;
    return t.app.inject({ method: 'POST', url: `/api/user/uploadFile${query}`, headers, payload });
  };
  const fileOf = (data: Buffer | string, filename = 'photo.png', type = 'image/png') =>
    multipartBody([{ name: 'file', filename, type, data }]);

  it('avatar: a PNG becomes a 256x256 WebP, stored, recorded and served with year-long cache headers', async () => {
    const response = await upload(fileOf(await image(640, 480, 'png')));
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe(200);
    expect(data.url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    expect([data.width, data.height]).toEqual([256, 256]);
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.length).toBe(data.bytes);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    const key = data.url.slice('/uploads/'.length);
    expect(await readdir(join(uploadDir, 'avatars'))).toContain(key.slice('avatars/'.length));
    const rows = await t.database?.db.select().from(uploads);
    expect(rows?.find((row) => row.storageKey === key)).toMatchObject({
      purpose: 'avatar',
      contentType: 'image/webp',
      width: 256,
      height: 256,
      bytes: data.bytes,
    });
  });

  it('cover: a JPEG with EXIF fits inside 1280x720, without its metadata', async () => {
    const jpeg = await sharp(await image(2000, 1000, 'jpeg'))
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'secret place' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(fileOf(jpeg, 'holiday.jpg', 'image/jpeg'), { purpose: 'cover' });
    const { data } = response.json();
    expect(data.url).toMatch(/^\/uploads\/covers\//);
    expect([data.width, data.height]).toEqual([1280, 640]);
    const meta = await sharp((await t.app.inject({ url: data.url })).rawPayload).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
  });

  it('accepts an image of several MB (above the JSON body limit, under 5 MB)', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 900 * 900 * 3 }, (_, index) => (index * 7919) % 251)), {
      raw: { width: 900, height: 900, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(fileOf(noise), { purpose: 'cover' });
    expect(response.json()).toMatchObject({ code: 200, data: { width: 720, height: 720 } });
  });

  it('judges the type by content: text named x.png, an SVG and a cut PNG are refused with 4000001', async () => {
    const png = await image(64, 64, 'png');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    for (const payload of [
      fileOf('just some text, not an image', 'x.png'),
      fileOf(svg, 'x.svg', 'image/svg+xml'),
      fileOf(png.subarray(0, 60)),
    ]) {
      const response = await upload(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: Code.invalidInput, data: null });
      expect(response.json().msg).toMatch(/^file: must be an image/);
    }
  });

  it('refuses a file over 5 MB with 4000001 and HTTP 400, in the caller language', async () => {
    const big = Buffer.concat([await image(64, 64, 'png'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(fileOf(big));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Code.invalidInput, msg: 'file: must be at most 5 MB' });
    expect((await upload(fileOf(big), { language: 'br' })).json().msg).toBe('file: deve ter no máximo 5 MB');
  });

  it('answers 4010001 to a visitor and to a bad token, and stores nothing', async () => {
    const before = await readdir(uploadDir, { recursive: true });
    const png = await image(64, 64, 'png');
    for (const authorization of [null, 'not-a-token']) {
      const response = await upload(fileOf(png), { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(Code.mustLogInAgain);
    }
    expect(await readdir(uploadDir, { recursive: true })).toEqual(before);
  });

  it('answers 4000001, never 500, to a missing field, a bad purpose, a malformed or non-multipart body', async () => {
    const png = await image(64, 64, 'png');
    const cases = [
      upload(multipartBody([{ name: 'other', filename: 'a.png', type: 'image/png', data: png }])),
      upload(multipartBody([{ name: 'note', data: 'hello' }])),
      upload(fileOf(png), { purpose: 'banner' }),
      upload(Buffer.from('garbage without any boundary')),
      upload(fileOf(png).subarray(0, 100)),
      upload(fileOf(png), { contentType: 'multipart/form-data' }),
      upload(Buffer.from('{}'), { contentType: 'application/json' }),
      upload(Buffer.from('hello'), { contentType: 'text/plain' }),
      upload(
        multipartBody([
          { name: 'file', filename: 'a.png', data: png },
          { name: 'file', filename: 'b.png', data: png },
        ]),
      ),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: Code.invalidInput, data: null });
    }
  });

  it('serves 404 for unknown keys and keys that try to leave the folder', async () => {
    await writeFile(join(uploadDir, 'secret.webp'), 'not for the public');
    const keys = [
      'avatars/0123456789abcdef0123456789abcdef.webp',
      'avatars',
      '',
      'avatars/..%2F..%2Fsecret.webp',
      '..%2Fsecret.webp',
      'secret.webp',
      'avatars/%2e%2e/secret.webp',
    ];
    for (const key of keys) {
      const response = await t.app.inject({ url: `/uploads/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    }
    // Dot segments are resolved before routing: such a URL never reaches the uploads route.
    expect((await t.app.inject({ url: '/uploads/../secret.webp' })).body).not.toContain('not for the public');
  });

  it('describes the call in the OpenAPI document as a multipart upload', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/user/uploadFile'].post;
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
    expect(operation.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
