import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedNginxConfig, nginxRtmpConfig, OPERATIONS_DOC } from '../../../test/nginx-rtmp-process.ts';

describe('the nginx-rtmp configuration of docs/OPERATIONS.md is the one the tests run', () => {
  const options = {
    dir: '/tmp/placar-nginx-x',
    rtmpPort: 19350,
    httpPort: 18080,
    hookUrl: 'http://127.0.0.1:3000/api/media/publish?secret=s',
  };

  it('is read from the docs, with the ingest bounds and the header browsers need', () => {
    const config = nginxRtmpConfig(options);
    expect(config).toContain(
      documentedNginxConfig()
        .split('http {')[0]
        ?.replace('listen 1935;', 'listen 127.0.0.1:19350;')
        .replaceAll('http://APP:3000/api/media/publish?secret=SECRET', options.hookUrl)
        .replaceAll('/var/lib/nginx', options.dir),
    );
    for (const line of [
      'add_header Access-Control-Allow-Origin *;',
      'drop_idle_publisher 5s;',
      'max_message 2M;',
      'timeout 10s;',
      'max_connections 1000;',
    ])
      expect(config).toContain(line);
  });

  it('fails when the docs lose the block or one of its placeholders, instead of testing another configuration', () => {
    const doc = readFileSync(OPERATIONS_DOC, 'utf8');
    expect(() => documentedNginxConfig(doc.replace('<!-- nginx-rtmp config: tested -->', ''))).toThrow(
      /no nginx block/,
    );
    expect(() => nginxRtmpConfig(options, documentedNginxConfig(doc).replace('listen 8080;', 'listen 8081;'))).toThrow(
      /listen 8080/,
    );
  });
});
