import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@vaarta/core/constants';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  mediaParams,
  mediaUpdateBody,
  photoUploadForm,
  storySchema,
} from '@vaarta/core/entities/newsroom-stories';
import { ok } from '../envelope.ts';
import { security, staffOf } from './staff.ts';
import { readUpload, uploadValidator } from './uploads.ts';

const tags = ['newsroom: stories'];

/** A story's photos: upload (resized to every width and format), words and order, removal. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storyMedia } = app.services;
  const storyReply = { 200: okEnvelope(storySchema) };

  app.post(
    '/stories/:id/media',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags,
        security,
        summary: 'Add a photo (JPEG, PNG, WebP, AVIF…; at most 15 MB) with caption and alt text',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: photoUploadForm,
        response: { 201: okEnvelope(storySchema) },
      },
    },
    async (request, reply) => {
      const { file, caption, alt } = await readUpload(
        request,
        photoUploadForm,
        IMAGE_UPLOAD_MAX_BYTES,
      );
      const story = await storyMedia.add(staffOf(request), request.params.id, file, {
        caption,
        alt,
      });
      return reply.status(201).send(ok('Photo added', story));
    },
  );

  app.patch(
    '/stories/:id/media/:mediaId',
    {
      schema: {
        tags,
        security,
        summary: "Change a photo's caption, alt text or place (0 is the lead picture)",
        params: mediaParams,
        body: mediaUpdateBody,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Photo saved',
        await storyMedia.update(
          staffOf(request),
          request.params.id,
          request.params.mediaId,
          request.body,
        ),
      ),
  );

  app.delete(
    '/stories/:id/media/:mediaId',
    {
      schema: {
        tags,
        security,
        summary: 'Take a photo off the story',
        params: mediaParams,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Photo removed',
        await storyMedia.remove(staffOf(request), request.params.id, request.params.mediaId),
      ),
  );
};

export default mediaRoutes;
