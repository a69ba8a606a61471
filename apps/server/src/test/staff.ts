import { randomBytes } from 'node:crypto';
import type { RoleType } from '@vaarta/core/constants';
import * as t from '../db/schema.ts';
import type { TestServer } from './harness.ts';
import { clientAddress } from './readers.ts';

let phoneCounter = 0;

export interface SignedInStaff {
  id: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

/**
 * A member of staff with a session: the account is made as `npm run user:create` makes one,
 * the assignments are written directly, then they log in like anyone.
 */
export async function signedInStaff(
  server: TestServer,
  roleType: RoleType,
  assignments: { languageIds?: string[]; districtIds?: string[]; firstName?: string } = {},
): Promise<SignedInStaff> {
  phoneCounter += 1;
  const tag = randomBytes(4).toString('hex');
  const details = {
    firstName: assignments.firstName ?? `${roleType[0]!.toUpperCase()}${roleType.slice(1)}`,
    lastName: tag,
    email: `${roleType}.${tag}@vaarta.test`,
    phone: `8${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(4, '0')}`,
    password: 'Newsroom123',
    roleType,
  };
  const id = await server.app.services.people.createAccount(details);
  const { db } = server.database;
  if (assignments.languageIds?.length) {
    await db
      .insert(t.userLanguages)
      .values(assignments.languageIds.map((languageId) => ({ userId: id, languageId })));
  }
  if (assignments.districtIds?.length) {
    await db
      .insert(t.userDistricts)
      .values(assignments.districtIds.map((districtId) => ({ userId: id, districtId })));
  }
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/userLogin',
    payload: { emailOrPhone: details.email, password: details.password },
    remoteAddress: clientAddress(),
  });
  if (login.statusCode !== 200) throw new Error(`staff login failed: ${login.body}`);
  const token = login.json().result.token as string;
  return {
    id,
    email: details.email,
    password: details.password,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Ids of the seeded catalogue the newsroom tests write with. */
export async function newsroomCatalog(server: TestServer) {
  const get = async (url: string) =>
    (await server.app.inject({ method: 'GET', url })).json().result as Record<string, string>[];
  const languages = await get('/api/news/languages');
  const languageId = (code: string) => languages.find((l) => l['language_code'] === code)!['id']!;
  const categories = await get('/api/news/categories');
  const categoryId = (slug: string) => categories.find((c) => c['slug'] === slug)!['id']!;
  const states = await get('/api/news/states');
  const telangana = states.find((s) => s['english_name'] === 'Telangana')!['id']!;
  const andhra = states.find((s) => s['english_name'] === 'Andhra Pradesh')!['id']!;
  const districtsOf = async (stateId: string) => get(`/api/news/districts?state_id=${stateId}`);
  const telanganaDistricts = await districtsOf(telangana);
  const district = (name: string) =>
    telanganaDistricts.find((d) => d['english_name'] === name)!['id']!;
  const andhraDistrict = (await districtsOf(andhra))[0]!['id']!;
  return { languageId, categoryId, telangana, andhra, district, andhraDistrict };
}

/** A multipart/form-data body as a browser sends one: the fields and one file. */
export async function formData(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

type ApiArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: { auth: Record<string, string> },
  payload?: object,
];
/** `callApi` with the server given: `const call: ApiCall = (...a) => callApi(server, ...a)`. */
export type ApiCall = (...args: ApiArgs) => ReturnType<typeof callApi>;

/** Calls `/api{url}` as `who` (or nobody), each call from a client address of its own. */
export function callApi(server: TestServer, ...[method, url, who, payload]: ApiArgs) {
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.auth,
    payload,
    remoteAddress: clientAddress(),
  });
}
