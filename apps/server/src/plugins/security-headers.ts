import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/** The WebSocket origin of an http(s) address: the live socket and the embedded broker live there. */
const socketOrigin = (url: string) => new URL(url).origin.replace(/^http/, 'ws');

/**
 * The sockets the portal's pages may open, by name: the live events (and the embedded broker's MQTT over
 * WebSocket, which the tablet web app uses) on the portal's own address, and an external broker's
 * WebSocket address when tablets are told one.
 */
export function socketSources(config: Pick<Config, 'publicUrl' | 'mqttTabletUrl'>): string[] {
  const sources = [socketOrigin(config.publicUrl)];
  const broker = config.mqttTabletUrl;
  if (broker && /^wss?:/.test(broker)) sources.push(new URL(broker).origin);
  return [...new Set(sources)];
}

/** Powerful features no page of the portal or the tablet app uses: refused to every page and any frame. */
const NEVER_USED = [
  'accelerometer',
  'bluetooth',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'serial',
  'usb',
];
const policy = (calls: boolean) =>
  [
    ...['camera', 'microphone'].map((feature) => `${feature}=${calls ? '(self)' : '()'}`),
    ...NEVER_USED.map((feature) => `${feature}=()`),
  ].join(', ');
/** The portal's and the tablet app's pages place and answer calls (issue 22); nothing else may. */
export const CALLING_PAGE_POLICY = policy(true);
export const NO_CALLS_POLICY = policy(false);
const isAppPage = (url: string, contentType: unknown) =>
  String(contentType ?? '').startsWith('text/html') && !/^\/docs(\/|$|\?)/.test(url);

/**
 * Security headers on every answer, and a Content-Security-Policy that runs no script but the portal's own
 * files: no inline script, no eval, so injected markup cannot run (and the session token is out of the
 * page's reach anyway, ADR 0015). Styles may be inline, as Material UI writes them at run time; images come from
 * anywhere over https (newspaper and content icons are other sites' pictures); no page may frame the portal,
 * and the portal's pages frame only its own and blob: documents (the tablet app's menu PDFs).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...socketSources(app.config)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The tablet app shows a menu's PDF, fetched with its credential, as a blob: address in an
        // <iframe>; nothing else is framed, and never another site.
        frameSrc: ["'self'", 'blob:'],
        // Kept 'none': it governs <object> and <embed> alone. Chromium's PDF viewer in an <iframe> is not
        // held to it, not even with the blob: document inheriting this policy (tried in Chromium 156: the
        // viewer renders the menu under exactly this policy; its own test pdf_iframe_csp.html frames a PDF
        // under object-src 'none'). A PDF in an <embed> or <object> would be refused: the app must not use one.
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // A Permissions-Policy (helmet has none): camera and microphone for the app pages alone, which are one
  // document each (the router draws every screen in it); the API docs and every other answer get neither.
  app.addHook('onSend', async (req, reply) => {
    reply.header(
      'permissions-policy',
      isAppPage(req.url, reply.getHeader('content-type')) ? CALLING_PAGE_POLICY : NO_CALLS_POLICY,
    );
  });
});
