import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/** E-newspaper PDFs under /epapers/{language}/{date}.pdf, cached long: an edition never changes. */
export default fp<{ filesDir: string }>(async (app, { filesDir }) => {
  const root = path.join(filesDir, 'epapers');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/epapers/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
    index: false,
  });
});
