import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockedAddressReason, safeFetch, SAFE_FETCH_MESSAGES, type Resolver } from './safe-fetch.ts';

/** A local site: records every request it receives; each path answers its own way. */
let server: Server;
let port: number;
let seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'a=b' });
      res.end('<html><body><h1>Avis</h1></body></html>');
    } else if (url.pathname === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.from('<p>compressé</p>')));
    } else if (url.pathname === '/cookie') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<p>${req.headers.cookie ?? 'aucun cookie'}</p>`);
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/page' });
      res.end();
    } else if (url.pathname === '/loop') {
      const n = Number(url.searchParams.get('n') ?? '0');
      res.writeHead(302, { location: `/loop?n=${n + 1}` });
      res.end();
    } else if (url.pathname === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(10));
    } else if (url.pathname === '/fake-pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('<html>pas un pdf</html>');
    } else if (url.pathname === '/pdf') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('%PDF-1.4\n%…');
    } else if (url.pathname === '/huge') {
      // No content-length: the size is counted while reading.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', push);
            return;
          }
        }
        res.end();
      };
      push();
    } else if (url.pathname === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>');
      setTimeout(() => res.end('</p>'), 2_000);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('introuvable');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
});

/** A resolver that knows a few names, as a DNS could answer them. */
const resolver: Resolver = async (hostname) => {
  const table: Record<string, { address: string; family: 4 | 6 }[]> = {
    'public.example.fr': [{ address: '93.184.216.34', family: 4 }],
    'intranet.example.fr': [{ address: '10.1.2.3', family: 4 }],
    'loopback.example.fr': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example.fr': [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.1.20', family: 4 },
    ],
    'metadata.example.fr': [{ address: 'fd00:ec2::254', family: 6 }],
    'mapped.example.fr': [{ address: '::ffff:169.254.169.254', family: 6 }],
  };
  const answer = table[hostname];
  if (!answer) {
    throw new Error('ENOTFOUND');
  }
  return answer;
};

describe('the SSRF guard', () => {
  const connects: string[] = [];
  const onConnect = (address: string) => connects.push(address);
  beforeEach(() => {
    connects.length = 0;
  });

  // Each address is refused before any connection: the local server (on 127.0.0.1) sees no
  // request, and no socket is opened to any address.
  const refused: [string, (p: number) => string][] = [
    ['loopback 127.0.0.1', (p) => `http://127.0.0.1:${p}/page`],
    ['loopback 127.1.2.3', (p) => `http://127.1.2.3:${p}/page`],
    ['IPv6 loopback ::1', (p) => `http://[::1]:${p}/page`],
    ['IPv4-mapped loopback [::ffff:127.0.0.1]', (p) => `http://[::ffff:127.0.0.1]:${p}/page`],
    ['IPv4-compatible loopback [::127.0.0.1]', (p) => `http://[::127.0.0.1]:${p}/page`],
    ['decimal IPv4 2130706433', (p) => `http://2130706433:${p}/page`],
    ['octal IPv4 0177.0.0.1', (p) => `http://0177.0.0.1:${p}/page`],
    ['hex IPv4 0x7f.0.0.1', (p) => `http://0x7f.0.0.1:${p}/page`],
    ['hex IPv4 0x7f000001', (p) => `http://0x7f000001:${p}/page`],
    ['short IPv4 127.1', (p) => `http://127.1:${p}/page`],
    ['unspecified 0.0.0.0', (p) => `http://0.0.0.0:${p}/page`],
    ['IPv6 unspecified [::]', (p) => `http://[::]:${p}/page`],
    ['localhost', (p) => `http://localhost:${p}/page`],
    ['a name resolving to loopback', (p) => `http://loopback.example.fr:${p}/page`],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 172.16/12', () => 'http://172.16.5.4/'],
    ['private 172.31/12', () => 'http://172.31.255.1/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['cloud metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['link-local 169.254.1.1', () => 'http://169.254.1.1/'],
    ['CGNAT 100.64/10', () => 'http://100.64.0.1/'],
    ['CGNAT 100.127.255.254', () => 'http://100.127.255.254/'],
    ['multicast 224.0.0.1', () => 'http://224.0.0.1/'],
    ['broadcast 255.255.255.255', () => 'http://255.255.255.255/'],
    ['IPv6 unique local fd00::1', () => 'http://[fd00::1]/'],
    ['IPv6 metadata fd00:ec2::254', () => 'http://[fd00:ec2::254]/'],
    ['IPv6 link-local fe80::1', () => 'http://[fe80::1]/'],
    ['IPv6 multicast ff02::1', () => 'http://[ff02::1]/'],
    ['IPv4-mapped metadata in hex [::ffff:a9fe:a9fe]', () => 'http://[::ffff:a9fe:a9fe]/'],
    ['NAT64 of 10.0.0.1', () => 'http://[64:ff9b::a00:1]/'],
    ['a name resolving to 10/8', () => 'http://intranet.example.fr/'],
    ['a name with one private address among public ones', () => 'http://mixed.example.fr/'],
    ['a name resolving to fd00:ec2::254', () => 'http://metadata.example.fr/'],
    ['a name resolving to ::ffff:169.254.169.254', () => 'http://mapped.example.fr/'],
  ];

  it.each(refused)('refuses %s before any connection', async (_name, address) => {
    await expect(safeFetch(address(port), { resolve: resolver, onConnect })).rejects.toMatchObject({
      statusCode: 400,
      detail: SAFE_FETCH_MESSAGES.privateAddress,
    });
    expect(seen).toEqual([]);
    expect(connects).toEqual([]);
  });

  it('refuses other schemes, credentials and ports with their own message', async () => {
    const cases: [string, string][] = [
      ['file:///etc/passwd', SAFE_FETCH_MESSAGES.scheme],
      ['ftp://ftp.example.fr/avis.pdf', SAFE_FETCH_MESSAGES.scheme],
      ['gopher://example.fr:70/', SAFE_FETCH_MESSAGES.scheme],
      ['https://user:secret@example.fr/', SAFE_FETCH_MESSAGES.credentials],
      ['https://public.example.fr:22/', SAFE_FETCH_MESSAGES.port],
      ['http://public.example.fr:6379/', SAFE_FETCH_MESSAGES.port],
      ['pas une adresse', SAFE_FETCH_MESSAGES.invalidUrl],
    ];
    for (const [address, detail] of cases) {
      await expect(safeFetch(address, { resolve: resolver, onConnect })).rejects.toMatchObject({
        statusCode: 400,
        detail,
      });
    }
    expect(connects).toEqual([]);
  });

  it('refuses a redirect to an internal address before following it', async () => {
    const targets = [
      'http://169.254.169.254/latest/meta-data/',
      'http://intranet.example.fr/admin',
      'http://[::ffff:10.0.0.1]/',
      'http://0x0a000001/',
    ];
    for (const to of targets) {
      seen = [];
      connects.length = 0;
      // Loopback allowed here, so that the first hop reaches the local site; the rest is still refused.
      await expect(
        safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(to)}`, {
          allowLoopback: true,
          resolve: resolver,
          onConnect,
        }),
      ).rejects.toMatchObject({ statusCode: 400, detail: SAFE_FETCH_MESSAGES.privateAddress });
      expect(seen).toEqual([`/redirect?to=${encodeURIComponent(to)}`]);
      expect(connects).toEqual(['127.0.0.1']);
    }
  });

  it('refuses a redirect to another scheme', async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, {
        allowLoopback: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400, detail: SAFE_FETCH_MESSAGES.scheme });
  });

  it('follows 5 redirects at most', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 502,
      detail: SAFE_FETCH_MESSAGES.tooManyRedirects,
    });
    expect(seen).toHaveLength(6);
  });

  it('connects to the address it checked, whatever the name resolves to afterwards', async () => {
    let calls = 0;
    // First answer loopback (allowed in this test), then a private address: the request still
    // goes to the first, checked answer, and the name is resolved once per hop.
    const rebinding: Resolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.9.9.9', family: 4 }];
    };
    const document = await safeFetch(`http://rebind.example.fr:${port}/page`, {
      allowLoopback: true,
      resolve: rebinding,
      onConnect,
    });
    expect(document.kind).toBe('html');
    expect(calls).toBe(1);
    expect(connects).toEqual(['127.0.0.1']);
  });
});

describe('reading a document', () => {
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('reads an HTML page, follows a redirect, and sends no cookie', async () => {
    const page = await safeFetch(local('/redirect?to=/page'), { allowLoopback: true });
    expect(page).toMatchObject({ kind: 'html', url: local('/page'), charset: 'utf-8' });
    expect(page.body.toString()).toContain('<h1>Avis</h1>');
    const cookie = await safeFetch(local('/cookie'), { allowLoopback: true });
    expect(cookie.body.toString()).toContain('aucun cookie');
  });

  it('decompresses a gzip answer', async () => {
    const page = await safeFetch(local('/gzip'), { allowLoopback: true });
    expect(page.body.toString()).toBe('<p>compressé</p>');
  });

  it('recognises a PDF sent as octet-stream by its content, and refuses a « PDF » that is not one', async () => {
    expect((await safeFetch(local('/pdf'), { allowLoopback: true })).kind).toBe('pdf');
    await expect(safeFetch(local('/fake-pdf'), { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 415,
      detail: SAFE_FETCH_MESSAGES.unsupportedType,
    });
  });

  it('refuses other content types', async () => {
    await expect(safeFetch(local('/image'), { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 415,
      detail: SAFE_FETCH_MESSAGES.unsupportedType,
    });
  });

  it('stops reading past 5 MB', async () => {
    await expect(safeFetch(local('/huge'), { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 413,
      detail: SAFE_FETCH_MESSAGES.tooLarge,
    });
  });

  it('gives up after the time allowed', async () => {
    await expect(safeFetch(local('/slow'), { allowLoopback: true, timeoutMs: 300 })).rejects.toMatchObject({
      statusCode: 502,
      detail: SAFE_FETCH_MESSAGES.timeout,
    });
  });

  it('tells the site’s error status', async () => {
    await expect(safeFetch(local('/absent'), { allowLoopback: true })).rejects.toMatchObject({
      statusCode: 502,
      detail: SAFE_FETCH_MESSAGES.httpError(404),
    });
  });

  it('lets public addresses through the address check', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34', '8.8.8.8']) {
      expect(blockedAddressReason(address)).toBeNull();
    }
  });
});
