import type { FastifyInstance } from 'fastify';

/**
 * An e-mail and a password are far smaller; a body past this is refused from its content-length,
 * or once that much has arrived, and the connection closed rather than the rest read.
 */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The login and register forms post when sent before the scripts have run (so the password is
 * never in an address): nothing is done with what they carry, the browser gets the page again.
 */
export async function registerNoScriptFormPosts(
  app: FastifyInstance,
  basePath: string,
): Promise<void> {
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      // Read as a buffer so Fastify counts it against the limit (a stream parser gets none).
      { parseAs: 'buffer' },
      (_request, _body, done) => done(null, undefined),
    );
    for (const page of ['login', 'register'])
      forms.post(
        `${basePath}${page}`,
        { bodyLimit: FORM_BODY_LIMIT_BYTES },
        async (_request, reply) => reply.redirect(`${basePath}${page}`, 303),
      );
  });
}
