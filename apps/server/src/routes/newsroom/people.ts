import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import {
  accountStatusBody,
  districtAssignmentBody,
  idParams,
  languageAssignmentBody,
  peopleListSchema,
  peopleQuery,
  personSchema,
  roleChangeBody,
} from '@vaarta/core/entities/newsroom';
import { ok } from '../envelope.ts';
import { adminsOnly, security, staffOf } from './staff.ts';

const tags = ['newsroom: people'];

/** Who works in the newsroom: the caller, and the Admins' desk of roles and assignments. */
const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { people } = app.services;
  const personReply = { 200: okEnvelope(personSchema) };

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The caller: role, languages and districts (any staff)',
        response: personReply,
      },
    },
    async (request) => ok('Profile fetched successfully', await people.get(staffOf(request).id)),
  );

  app.get(
    '/users',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Accounts with their roles and assignments (Admins)',
        querystring: peopleQuery,
        response: { 200: okEnvelope(peopleListSchema) },
      },
    },
    async (request) => ok('Users fetched successfully', await people.list(request.query)),
  );

  app.get(
    '/users/:id',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'One account (Admins)',
        params: idParams,
        response: personReply,
      },
    },
    async (request) => ok('User fetched successfully', await people.get(request.params.id)),
  );

  app.put(
    '/users/:id/role',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: "Change an account's role (Admins, never their own)",
        params: idParams,
        body: roleChangeBody,
        response: personReply,
      },
    },
    async (request) =>
      ok(
        'Role changed',
        await people.setRole(staffOf(request), request.params.id, request.body.roleId),
      ),
  );

  app.put(
    '/users/:id/languages',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Set the languages an editor edits and publishes for (Admins, never their own)',
        params: idParams,
        body: languageAssignmentBody,
        response: personReply,
      },
    },
    async (request) =>
      ok(
        'Languages assigned',
        await people.setLanguages(staffOf(request), request.params.id, request.body.languageIds),
      ),
  );

  app.put(
    '/users/:id/districts',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Set the districts a reporter files for (Admins, never their own)',
        params: idParams,
        body: districtAssignmentBody,
        response: personReply,
      },
    },
    async (request) =>
      ok(
        'Districts assigned',
        await people.setDistricts(staffOf(request), request.params.id, request.body.districtIds),
      ),
  );

  app.put(
    '/users/:id/status',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Suspend (block) or restore an account (Admins, never their own)',
        params: idParams,
        body: accountStatusBody,
        response: personReply,
      },
    },
    async (request) =>
      ok(
        request.body.status === 'suspended' ? 'Account suspended' : 'Account restored',
        await people.setStatus(staffOf(request), request.params.id, request.body.status),
      ),
  );
};

export default peopleRoutes;
