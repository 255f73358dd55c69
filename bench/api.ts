// API benchmark: requests/s and p50/p99 latency of GET /api/auth/me and
// GET /api/locations/search?q=sai under 50 concurrent connections, each beside a bare Fastify
// "hello" route measured in the same run, as a ratio.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

interface Target {
  port: number;
  token: string;
  driver: string;
  child: ChildProcess;
}

async function startTarget(mode: 'app' | 'hello'): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'target.ts'), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const match = /READY (\d+) (\S+)(?: (\S+))?/.exec(buffer);
      if (match) {
        resolve({ port: Number(match[1]), token: match[2] ?? '', driver: match[3] ?? '-', child });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench target ${mode} exited with ${code}`)));
  });
}

async function measure(url: string, headers: Record<string, string> = {}) {
  // A short warm-up so that JIT and caches are in their steady state.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    requests_per_s: Math.round(result.requests.average),
    latency_ms: { p50: result.latency.p50, p99: result.latency.p99 },
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function runApiBench() {
  const app = await startTarget('app');
  const hello = await startTarget('hello');
  try {
    const bare = await measure(`http://127.0.0.1:${hello.port}/hello`);
    const me = await measure(`http://127.0.0.1:${app.port}/api/auth/me`, { authorization: `Bearer ${app.token}` });
    const search = await measure(`http://127.0.0.1:${app.port}/api/locations/search?q=sai`);
    const ratio = (x: { requests_per_s: number }) => Number((x.requests_per_s / bare.requests_per_s).toFixed(3));
    return {
      bench: 'api',
      node: process.version,
      database: app.driver,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      hello: bare,
      'GET /api/auth/me': { ...me, ratio_to_hello: ratio(me) },
      'GET /api/locations/search?q=sai': { ...search, ratio_to_hello: ratio(search) },
    };
  } finally {
    app.child.kill('SIGTERM');
    hello.child.kill('SIGTERM');
  }
}
