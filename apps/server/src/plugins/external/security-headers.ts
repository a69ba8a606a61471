import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a Content-Security-Policy the pages satisfy: own scripts, styles and
 * fonts; images from ourselves and data URLs; the privacy-enhanced YouTube embed for videos.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Browsers keep to https for a year once the site is served over it (and only then: HSTS on
      // a plain-http development server would lock localhost out of http).
      strictTransportSecurity: app.config.PUBLIC_URL?.startsWith('https:')
        ? { maxAge: 365 * 24 * 3600, includeSubDomains: false }
        : false,
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
