import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EPAPER_UPLOAD_MAX_BYTES } from '@vaarta/core/constants';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  editionBuildBody,
  editionListSchema,
  editionReplaceForm,
  editionSchema,
  editionsQuery,
  editionUploadForm,
} from '@vaarta/core/entities/newsroom-desks';
import { ok } from '../envelope.ts';
import { editorsOnly, security, staffOf } from './staff.ts';
import { readUpload, uploadValidator } from './uploads.ts';

const tags = ['newsroom: e-paper'];

/** The e-paper desk: editions uploaded as PDFs or printed from the day's stories (editors). */
const epaperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { epaperDesk } = app.services;
  app.addHook('preValidation', editorsOnly);
  const editionReply = okEnvelope(editionSchema);

  app.get(
    '/epapers',
    {
      schema: {
        tags,
        security,
        summary: 'Editions of the caller’s languages, newest day first',
        querystring: editionsQuery,
        response: { 200: okEnvelope(editionListSchema) },
      },
    },
    async (request) =>
      ok('Editions fetched successfully', await epaperDesk.list(staffOf(request), request.query)),
  );

  app.post(
    '/epapers',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags,
        security,
        summary: 'Upload the PDF edition of a language and day (at most 60 MB)',
        consumes: ['multipart/form-data'],
        body: editionUploadForm,
        response: { 201: editionReply },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, editionUploadForm, EPAPER_UPLOAD_MAX_BYTES);
      const edition = await epaperDesk.upload(staffOf(request), upload);
      return reply.status(201).send(ok('Edition uploaded', edition));
    },
  );

  app.post(
    '/epapers/build',
    {
      schema: {
        tags,
        security,
        summary:
          'Print the edition of a language and day from the stories published the day before',
        body: editionBuildBody,
        response: { 201: editionReply },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok('Edition printed', await epaperDesk.build(staffOf(request), request.body))),
  );

  app.put(
    '/epapers/:id/pdf',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags,
        security,
        summary: 'Replace an edition’s PDF',
        consumes: ['multipart/form-data'],
        params: idParams,
        body: editionReplaceForm,
        response: { 200: editionReply },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, editionReplaceForm, EPAPER_UPLOAD_MAX_BYTES);
      return ok(
        'Edition replaced',
        await epaperDesk.replace(staffOf(request), request.params.id, file),
      );
    },
  );

  app.delete(
    '/epapers/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an edition (readers no longer see it; its files are deleted)',
        params: idParams,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await epaperDesk.withdraw(staffOf(request), request.params.id);
      return ok('Edition withdrawn', null);
    },
  );
};

export default epaperRoutes;
