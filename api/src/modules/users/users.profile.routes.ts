import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersCalls } from '@lectern/shared-sdk/users/calls';
import { routeOptions } from '../../lib/route-schemas';
import { currentSessionId, currentUser, signedIn } from '../../plugins/auth';
import { toUser } from './users.mapper';
import { createProfileService } from './profile.service';
import { assertImageUrl } from '../../lib/image-urls';
import { createAccountDeletion } from './account-deletion';
import { createUploadStore } from '../uploads/upload-store';

/** The docs of a read of the signed-in user: the spec has two, GET /api/auth/me and GET /api/users/profile. */
export const signedInUserDocs = { summary: 'The signed-in user' } as const;

/** The handler of both reads of the signed-in user. */
export const readSignedInUser = async (request: FastifyRequest) => ({ user: toUser(currentUser(request)) });

/** The signed-in user's own profile, for every role. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profile = createProfileService({ db: app.db, now: app.now, rateLimit: app.rateLimit, passwordWork: app.passwordWork });
  const uploads = createUploadStore(app.env.uploads);
  app.addHook('onClose', () => uploads.close());
  const deletion = createAccountDeletion({
    db: app.db,
    now: app.now,
    rateLimit: app.rateLimit,
    passwordWork: app.passwordWork,
    lock: app.env.database.kind === 'postgres',
    sqlite: app.env.database.kind === 'sqlite',
    uploads,
  });
  const anyUser = routeOptions(['users'], signedIn(app));

  app.route({ ...anyUser(usersCalls.getProfile, signedInUserDocs), handler: readSignedInUser });

  app.route({
    ...anyUser(usersCalls.updateProfile, {
      summary: 'Change your name and profile image (an https URL, http too outside production; empty clears it)',
    }),
    handler: async (request) => {
      assertImageUrl(app.env, 'profileImage', request.body.profileImage);
      return { user: toUser(await profile.update(currentUser(request), request.body)) };
    },
  });

  app.route({
    ...anyUser(usersCalls.changePassword, {
      summary: 'Change your password with the current one; every other session ends, this one goes on',
      errors: [409, 429],
    }),
    handler: (request) => profile.changePassword(currentUser(request), currentSessionId(request), request.body),
  });

  app.route({
    ...anyUser(usersCalls.deleteAccount, {
      summary: 'Delete your own account, confirmed by your password (an account without one types its e-mail address)',
      description:
        'In one transaction: every session ends, the personal data goes (name, e-mail, password, photo, codes, cart, wishlist, ' +
        "certificates, reviews' words), orders and ratings stay without the person, an educator's courses are unpublished " +
        'and marked for an admin. The e-mail address can sign up again at once. The last admin cannot delete their account (409).',
      errors: [409, 429],
    }),
    handler: (request) => deletion.deleteOwnAccount(currentUser(request), request.body),
  });
};
