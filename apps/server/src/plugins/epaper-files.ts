import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import path from 'node:path';

/** E-newspaper PDFs under /epapers/{language}/{date}.pdf, cached long: an edition never changes. */
export default fp<{ filesDir: string }>(async (app, { filesDir }) => {
  await app.register(fastifyStatic, {
    root: path.join(filesDir, 'epapers'),
    prefix: '/epapers/',
    decorateReply: false,
    immutable: true,
    maxAge: '30d',
    index: false,
  });
});
