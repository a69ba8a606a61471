import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One push as the push service received it. */
export interface ReceivedPush {
  device: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: the keys it gave and can decrypt its pushes with. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a push sent to it, decrypted (RFC 8291). */
  read(push: ReceivedPush): unknown;
}

/**
 * A push service on this machine for tests: each device has an address under it; what it answers
 * a device's pushes can be set (410 for a subscription that is gone), or held until released.
 */
export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  let holding: (() => void)[] | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent(request.url!.slice('/push/'.length));
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = () => response.writeHead(answers.get(device) ?? 201).end();
      if (holding) holding.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/`;

  return {
    received,
    device(name: string): TestDevice {
      const keys: ECDH = createECDH('prime256v1');
      keys.generateKeys();
      const authSecret = randomBytes(16);
      return {
        name,
        subscription: {
          endpoint: `${base}${encodeURIComponent(name)}`,
          keys: {
            p256dh: keys.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
        read: (push) =>
          JSON.parse(
            decrypt(push.body, { version: 'aes128gcm', privateKey: keys, authSecret }).toString(),
          ),
      };
    },
    /** Answers this device's pushes with `status` from now on. */
    answer(device: string, status: number) {
      answers.set(device, status);
    },
    /** Holds every answer until `release` is called. */
    hold() {
      holding = [];
    },
    release() {
      const waiting = holding ?? [];
      holding = null;
      for (const answer of waiting) answer();
    },
    pushesTo: (device: string) => received.filter((push) => push.device === device),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
