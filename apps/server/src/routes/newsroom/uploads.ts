import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { NEWSROOM_LIMITS, takeFromAccountLimit } from './account-limits.ts';

/**
 * The validator of an upload route: params and query as every route; the body is not parsed
 * before the handler (it is a stream) — `readUpload` checks it against the same form schema,
 * which the route also declares so that OpenAPI documents the form.
 */
export const uploadValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

const MEGABYTE = 1024 * 1024;

/**
 * Reads a multipart/form-data upload: its one `file` (at most `maxBytes`, else 413 in plain
 * words) and its text fields, checked against `form`.
 */
export async function readUpload<T extends z.ZodType>(
  request: FastifyRequest,
  form: T,
  maxBytes: number,
): Promise<z.output<T>> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Please send the file as a form upload (multipart/form-data).',
    );
  }
  // Counted before a byte is read: a refused or broken upload counts too.
  await takeFromAccountLimit(request, NEWSROOM_LIMITS.uploads);
  const values: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') values['file'] = await part.toBuffer();
        else part.file.resume();
      } else {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The file is too large: at most ${Math.round(maxBytes / MEGABYTE)} MB.`,
      );
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Please send one file and its fields only.');
    }
    throw error;
  }
  const parsed = form.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      `Invalid ${field}: ${issue?.message ?? 'bad value'}`,
    );
  }
  return parsed.data;
}
