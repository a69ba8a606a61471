import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRICE_FILE_MAX_BYTES } from '@vaarta/core/constants';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import {
  commodityNamesBody,
  fetchRunListSchema,
  newCommodityListSchema,
  newCommoditySchema,
} from '@vaarta/core/entities/mandi-catalogue';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  priceCorrectionBody,
  priceFileForm,
  priceImportSchema,
  priceListSchema,
  priceRowSchema,
  pricesQuery,
} from '@vaarta/core/entities/newsroom-desks';
import { ok } from '../envelope.ts';
import { editorsOnly, security, staffOf } from './staff.ts';
import { readUpload, uploadValidator } from './uploads.ts';

const tags = ['newsroom: mandi'];

/** The mandi desk: the day's government price file, and a price corrected by hand (editors). */
const mandiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mandiDesk, mandiCommodities, mandiFetch } = app.services;
  app.addHook('preValidation', editorsOnly);

  app.post(
    '/mandi/imports',
    {
      validatorCompiler: uploadValidator,
      schema: {
        tags,
        security,
        summary: 'Import a day’s price file (CSV export or API JSON, at most 20 MB)',
        consumes: ['multipart/form-data'],
        body: priceFileForm,
        response: { 200: okEnvelope(priceImportSchema) },
      },
    },
    async (request) => {
      const { file } = await readUpload(request, priceFileForm, PRICE_FILE_MAX_BYTES);
      return ok('Price file imported', await mandiDesk.importFile(staffOf(request), file));
    },
  );

  app.get(
    '/mandi/prices',
    {
      schema: {
        tags,
        security,
        summary: 'Recorded prices, newest day first, by district, commodity and day',
        querystring: pricesQuery,
        response: { 200: okEnvelope(priceListSchema) },
      },
    },
    async (request) =>
      ok('Prices fetched successfully', await mandiDesk.prices(staffOf(request), request.query)),
  );

  app.patch(
    '/mandi/prices/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Correct one price row by hand (minimum ≤ modal ≤ maximum)',
        params: idParams,
        body: priceCorrectionBody,
        response: { 200: okEnvelope(priceRowSchema) },
      },
    },
    async (request) =>
      ok(
        'Price corrected',
        await mandiDesk.correct(staffOf(request), request.params.id, request.body),
      ),
  );

  app.get(
    '/mandi/commodities',
    {
      schema: {
        tags,
        security,
        summary: 'Commodities the price data added that are still shown in English somewhere',
        response: { 200: okEnvelope(newCommodityListSchema) },
      },
    },
    async (request) =>
      ok('Commodities fetched successfully', {
        items: await mandiCommodities.unnamed(staffOf(request)),
      }),
  );

  app.put(
    '/mandi/commodities/:id/names',
    {
      schema: {
        tags,
        security,
        summary: 'Name a commodity in all six languages',
        params: idParams,
        body: commodityNamesBody,
        response: { 200: okEnvelope(newCommoditySchema) },
      },
    },
    async (request) =>
      ok(
        'Commodity named',
        await mandiCommodities.name(staffOf(request), request.params.id, request.body),
      ),
  );

  app.get(
    '/mandi/fetches',
    {
      schema: {
        tags,
        security,
        summary: 'The latest daily fetches from the open-data API and what each did',
        response: { 200: okEnvelope(fetchRunListSchema) },
      },
    },
    async () =>
      ok('Fetches fetched successfully', {
        configured: mandiFetch.configured,
        items: await mandiFetch.runs(),
      }),
  );
};

export default mandiRoutes;
