import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers like Stripe's API for what BatiAO calls: Checkout Sessions
 * (create, retrieve), subscriptions (retrieve, cancel), customer-portal sessions and customer deletion. The production
 * client (`createStripeClient` with this host and port) is what the tests exercise. `completeSession`
 * plays the customer paying on the hosted page.
 */
export interface StripeTestServer {
  host: string;
  port: number;
  protocol: 'http';
  secretKey: string;
  /** Every request received: method, path and the decoded form body. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  /** The customer pays on the hosted page: a customer and an active monthly subscription are created. */
  completeSession: (id: string, at?: Date) => Record<string, unknown>;
  close: () => Promise<void>;
}

type Obj = Record<string, unknown>;

/** Decodes Stripe's form encoding: `line_items[0][price_data][currency]=eur`, `expand[]=x`. */
export function decodeStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((p) => p.replace(/]$/, ''));
    let node: Obj | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      const key = Array.isArray(node) && part === '' ? String(node.length) : part;
      if (last) {
        container[key] = value;
        return;
      }
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Obj | unknown[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function startStripeTestServer(secretKey = 'sk_test_batiao_local'): Promise<StripeTestServer> {
  const requests: StripeTestServer['requests'] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const deletedCustomers = new Set<string>();
  let base = '';

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }
  const missing = (res: ServerResponse, what: string, value: string) =>
    send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${value}'`,
        param: 'id',
      },
    });

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const text = await readBody(req);
      const body = decodeStripeForm(req.method === 'GET' ? url.searchParams.toString() : text);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_***' },
        });
        return;
      }
      const route = `${req.method} ${url.pathname}`;
      let match: RegExpExecArray | null;

      if (route === 'POST /v1/checkout/sessions') {
        const sessionId = id('cs_test');
        const lineItems = (body.line_items as Obj[] | undefined) ?? [];
        const priceData = (lineItems[0]?.price_data ?? {}) as Obj;
        const session: Obj = {
          id: sessionId,
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: body.client_reference_id ?? null,
          customer: body.customer ?? null,
          customer_email: body.customer_email ?? null,
          metadata: body.metadata ?? {},
          subscription: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          currency: priceData.currency ?? null,
          amount_total: Number(priceData.unit_amount ?? 0),
          url: `${base}/c/pay/${sessionId}`,
          livemode: false,
        };
        sessions.set(sessionId, session);
        send(res, 200, session);
        return;
      }
      if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route))) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''));
        if (!session) {
          missing(res, 'checkout.session', match[1] ?? '');
          return;
        }
        send(res, 200, session);
        return;
      }
      if ((match = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(decodeURIComponent(match[1] ?? ''));
        if (!subscription) {
          missing(res, 'subscription', match[1] ?? '');
          return;
        }
        send(res, 200, subscription);
        return;
      }
      if ((match = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(decodeURIComponent(match[1] ?? ''));
        if (!subscription) {
          missing(res, 'subscription', match[1] ?? '');
          return;
        }
        subscription.status = 'canceled';
        subscription.canceled_at = seconds(new Date());
        send(res, 200, subscription);
        return;
      }
      // Deleting a customer (account erasure, issue 19): its subscriptions are canceled at once.
      if ((match = /^DELETE \/v1\/customers\/([^/]+)$/.exec(route))) {
        const customer = decodeURIComponent(match[1] ?? '');
        const owned = [...sessions.values()].some((s) => s.customer === customer);
        if (!owned || deletedCustomers.has(customer)) {
          missing(res, 'customer', customer);
          return;
        }
        deletedCustomers.add(customer);
        for (const subscription of subscriptions.values()) {
          if (subscription.customer === customer) {
            subscription.status = 'canceled';
            subscription.canceled_at = seconds(new Date());
          }
        }
        send(res, 200, { id: customer, object: 'customer', deleted: true });
        return;
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        if (typeof body.customer !== 'string') {
          send(res, 400, {
            error: { type: 'invalid_request_error', message: 'Missing required param: customer.', param: 'customer' },
          });
          return;
        }
        const portalId = id('bps');
        send(res, 200, {
          id: portalId,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `${base}/p/session/${portalId}`,
          livemode: false,
        });
        return;
      }
      send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      });
    })().catch((error: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    secretKey,
    requests,
    sessions,
    subscriptions,
    completeSession(sessionId, at = new Date()) {
      const session = sessions.get(sessionId);
      if (!session) {
        throw new Error(`unknown session ${sessionId}`);
      }
      const customer = (session.customer as string | null) ?? id('cus');
      const subscriptionId = id('sub');
      const end = addMonth(at);
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        start_date: seconds(at),
        metadata: session.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: seconds(at),
              current_period_end: seconds(end),
            },
          ],
        },
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscriptionId });
      return session;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
