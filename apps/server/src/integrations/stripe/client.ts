import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Another API host (a local Stripe-shaped server in tests); api.stripe.com by default. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export type StripeClient = Stripe;
export type { Stripe };

/** The production Stripe client, pointed at api.stripe.com unless a host is given. */
export function createStripeClient(options: StripeClientOptions): StripeClient {
  return new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'BatiAO' },
  });
}

/** Signs and checks webhook payloads; needs no API key (the signature is an HMAC with the endpoint secret). */
export const stripeWebhooks: Stripe['webhooks'] = new Stripe('sk_webhooks_only').webhooks;
