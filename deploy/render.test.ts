import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shippedConfig from '../public/config.json' with { type: 'json' };
import {
  apiOrigin,
  baseOfBuild,
  contentSecurityPolicy,
  renderDeployment,
  renderNginx,
  renderStaticHostHeaders,
  renderStaticHostRedirects,
  templates,
} from './render.ts';

const options = {
  apiBaseUrl: 'https://api.example.com/v1/',
  base: '/console/',
  root: '/srv/www',
  listen: '80',
  serverName: '_',
};

describe('deploy/render', () => {
  it('builds the CSP from the API origin: self plus that origin only, nothing inline but styles', () => {
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('https://api.example.com:8443/base/')).toBe('https://api.example.com:8443');
    expect(() => apiOrigin('ftp://x')).toThrow();
    const policy = contentSecurityPolicy('https://api.example.com/v1');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy.match(/unsafe-inline/g)).toHaveLength(1);
    expect(policy).not.toContain("'unsafe-eval'"); // 'wasm-unsafe-eval' (WebAssembly only) is not JS eval
    expect(contentSecurityPolicy('')).toContain("connect-src 'self';");
  });

  it('renders the nginx server block with every field filled and the headers in every location', () => {
    const conf = renderNginx(templates.nginx(), options);
    expect(conf).not.toMatch(/\{\{|\}\}|^#!/m);
    expect(conf).toContain('root /srv/www;');
    expect(conf).toContain('location /console/assets/ {');
    expect(conf).toContain('try_files $uri /console/index.html;');
    expect(conf).toContain('return 301 /console/$is_args$args;');
    expect(conf).toContain('gzip on;');
    // 1 at server level + 4 locations: add_header in a location drops the server's
    expect(
      conf.match(
        /add_header Content-Security-Policy "[^"]*connect-src 'self' https:\/\/api\.example\.com;/g,
      ),
    ).toHaveLength(5);
    expect(conf.match(/add_header Referrer-Policy "no-referrer" always;/g)).toHaveLength(5);
    const atRoot = renderNginx(templates.nginx(), { ...options, base: '/' });
    expect(atRoot).toContain('location /assets/ {');
    expect(atRoot).not.toContain('return 404;');
  });

  it("serves the build's precompressed brotli files only when rendered with --brotli", () => {
    const plain = renderNginx(templates.nginx(), options);
    expect(plain).toContain('gzip_static on;');
    expect(plain).not.toMatch(/^\s*brotli_static on;/m); // nginx without the module refuses it
    expect(plain).toContain('# brotli_static on;');
    const brotli = renderNginx(templates.nginx(), { ...options, brotli: true });
    expect(brotli).toMatch(/^ {4}brotli_static on;$/m);
    expect(brotli).toContain('gzip_static on;'); // browsers without br get the .gz
  });

  it('refuses values nginx would misread', () => {
    expect(() => renderNginx(templates.nginx(), { ...options, root: '/srv/my www' })).toThrow(
      /root/,
    );
    expect(() => renderNginx(templates.nginx(), { ...options, base: 'console' })).toThrow(
      /base path/,
    );
    expect(renderNginx(templates.nginx(), { ...options, base: '/console' })).toContain(
      'location /console/assets/',
    );
    expect(() => renderNginx(templates.nginx(), { ...options, base: '/con sole/' })).toThrow(
      /base path/,
    );
  });

  it('renders the _headers/_redirects pair', () => {
    const headers = renderStaticHostHeaders(templates.headers(), options);
    expect(headers).toContain('/console/*\n  Content-Security-Policy: default-src');
    expect(headers).toContain(
      '/console/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
    expect(headers).toContain('/console/config.json\n  Cache-Control: no-cache');
    const redirects = renderStaticHostRedirects(templates.redirects(), options);
    expect(redirects).toContain(
      '/console/assets/*  /console/assets/404  404\n/console/*  /console/index.html  200',
    );
  });

  it('reads the base path from a build and the API origin from its config.json', () => {
    expect(
      baseOfBuild('<script type="module" crossorigin src="/console/assets/index-x.js"></script>'),
    ).toBe('/console/');
    expect(baseOfBuild('<script type="module" src="/assets/index-x.js"></script>')).toBe('/');
    const dist = mkdtempSync(join(tmpdir(), 'render-test-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" src="/ops/assets/index-x.js"></script>',
    );
    writeFileSync(
      join(dist, 'config.json'),
      JSON.stringify({ ...shippedConfig, apiBaseUrl: 'https://api.shop.test' }),
    );
    mkdirSync(join(dist, 'out'));
    // The shipped config names its logo beside config.json: a build without it is refused.
    expect(shippedConfig.business.logoUrl).toBe('logo.svg');
    expect(() => renderDeployment({ dist, staticHostOut: join(dist, 'out') })).toThrow(
      /business\.logoUrl of config\.json is "logo\.svg", but .*logo\.svg does not exist/,
    );
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const written = renderDeployment({
      dist,
      nginx: join(dist, 'out', 'console.conf'),
      staticHostOut: join(dist, 'out'),
    });
    expect(written).toHaveLength(3);
    expect(readFileSync(join(dist, 'out', '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://api.shop.test;",
    );
    expect(readFileSync(join(dist, 'out', 'console.conf'), 'utf8')).toContain(
      'location /ops/assets/ {',
    );
    expect(() => renderDeployment({ dist, base: '/console/' })).toThrow(
      /made for base path \/ops\//,
    );
    writeFileSync(
      join(dist, 'config.json'),
      JSON.stringify({ ...shippedConfig, apiBaseUrl: 'not a url' }),
    );
    expect(() => renderDeployment({ dist })).toThrow(/apiBaseUrl/);
    writeFileSync(
      join(dist, 'config.json'),
      JSON.stringify({
        ...shippedConfig,
        business: { ...shippedConfig.business, taxId: '900123456-3' },
      }),
    );
    expect(() => renderDeployment({ dist })).toThrow(
      /business\.taxId: the check digit of NIT 900123456 is 8, not 3/,
    );
  });
});
