import type { FastifyInstance } from 'fastify';
import type { ScriptFile } from '@vaarta/web-contract/server-contract';

/**
 * Serves the pages' scripts that travel as files (docs/decisions/0183-carousel-script-as-a-file.md).
 * Their addresses change with their text, so browsers keep them a year, like the build's
 * `/assets/`; they are asked for about once per reader, so compressing each answer costs little.
 */
export function serveScriptFiles(app: FastifyInstance, files: readonly ScriptFile[]): void {
  for (const { path, text } of files) {
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(text),
    );
  }
}
