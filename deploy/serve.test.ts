import { describe, expect, it } from 'vitest';
import { withTls } from './serve.ts';

describe('withTls', () => {
  it('makes the server block listen with TLS and HTTP/2 on its port, with the certificate', () => {
    const conf = 'server {\n    listen 8089;\n    server_name localhost;\n}\n';
    expect(withTls(conf, 8089, '/w/cert.pem', '/w/key.pem')).toBe(
      'server {\n    listen 8089 ssl http2;\n    ssl_certificate /w/cert.pem;\n    ssl_certificate_key /w/key.pem;\n    server_name localhost;\n}\n',
    );
  });

  it('refuses a block that does not listen on that port', () => {
    expect(() => withTls('server { listen 80; }', 8089, 'c', 'k')).toThrow(/no "listen 8089;"/);
  });
});
