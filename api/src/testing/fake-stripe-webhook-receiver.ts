import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  body: Buffer;
  signature: string | undefined;
  contentType: string | undefined;
}

/**
 * A webhook endpoint on loopback for tests of FakeStripe and the Stripe adapter without the API: it keeps each POST's
 * raw body and Stripe-Signature header, and answers the next status of `statuses` (200 once they run out), so a
 * test can make deliveries fail.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  readonly statuses: number[] = [];
  private server: Server | undefined;
  private waiting: { count: number; resolve: () => void }[] = [];

  /** Starts on a free loopback port; answers the endpoint's URL. */
  async start(): Promise<string> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const signature = request.headers['stripe-signature'];
        this.received.push({
          body: Buffer.concat(chunks),
          signature: Array.isArray(signature) ? signature[0] : signature,
          contentType: request.headers['content-type'],
        });
        response.writeHead(this.statuses.shift() ?? 200).end();
        this.waiting = this.waiting.filter((waiter) => (waiter.count <= this.received.length ? (waiter.resolve(), false) : true));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  /** Resolves once `count` webhooks in all have arrived. */
  until(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ count, resolve }));
  }

  /** The events received, parsed. */
  events(): { id: string; type: string; data: { object: Record<string, unknown> } }[] {
    return this.received.map(
      (webhook) => JSON.parse(webhook.body.toString('utf8')) as { id: string; type: string; data: { object: Record<string, unknown> } },
    );
  }

  clear(): void {
    this.received.length = 0;
    this.statuses.length = 0;
  }
}
