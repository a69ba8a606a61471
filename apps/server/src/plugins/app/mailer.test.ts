import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, signedInReader } from '../../test/readers.ts';
import { createMailer } from './mailer.ts';

/** A real SMTP server on the loopback interface that keeps what it receives. */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Vaarta <no-reply@vaarta.local>',
    log: () => {},
  });
  server = await startTestServer({ mailer });
});
afterAll(async () => {
  await server?.close();
  smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the reset code through a real SMTP server, and the code resets the password', async () => {
    const reader = await signedInReader(server);
    const post = (url: string, payload: object) =>
      server.app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });
    expect((await post('/api/auth/forgot-password', { email: reader.email })).statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(reader.email));
    expect(mail?.data).toContain('Subject: Your Vaarta verification code');
    const code = mail!.data.match(/verification code is (\d{5})/)![1]!;
    const reset = await post('/api/auth/reset-password', {
      email: reader.email,
      code,
      newPassword: 'Fresh123!',
    });
    expect(reset.statusCode).toBe(200);
    const login = await post('/api/auth/userLogin', {
      emailOrPhone: reader.email,
      password: 'Fresh123!',
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps no outbox when mail really goes out', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(
      404,
    );
  });
});
