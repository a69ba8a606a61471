/**
 * Libraries only the newsroom's desks, the e-paper printer, the feeds' import, mail, the
 * writers of story bodies and the API's description (/api/docs) use,
 * loaded the first time they are needed: a server that only serves readers never holds them in
 * memory (docs/decisions/0077-server-memory.md). Node loads each once; later calls get the same
 * module.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);
export const loadPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
export const loadPdfkit = () => import('pdfkit').then((module) => module.default);
export const loadCanvas = () => import('@napi-rs/canvas');
export const loadNodemailer = () => import('nodemailer').then((module) => module.default);
export const loadFeedParser = () => import('@rowanmanning/feed-parser');
export const loadSanitizeHtml = () => import('sanitize-html').then((module) => module.default);
export const loadSwagger = () => import('@fastify/swagger').then((module) => module.default);
export const loadSwaggerUi = () => import('@fastify/swagger-ui').then((module) => module.default);
