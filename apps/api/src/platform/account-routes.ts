// GET api/auth/me, api/profile, api/legitimuzStatus, api/presence; POST api/userUpdate.
import type { FastifyInstance } from 'fastify';
import { PRESENCE_WINDOW_SECONDS } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import type { MeResponse } from '@velas/domain/schemas/auth';
import type { KycStatus } from '@velas/domain/schemas/kyc';
import type { PresenceResponse } from '@velas/domain/schemas/presence';
import {
  userUpdateRequestSchema,
  type UserProfile,
  type UserUpdateResponse,
} from '@velas/domain/schemas/user';
import { HttpError } from '../http/http-error.js';
import { validate } from '../http/validate.js';
import { countOnline } from '../presence/record-presence.js';
import { loadAccount, toMe, toProfile } from './profile.js';

export function accountRoutes(app: FastifyInstance): void {
  const { db } = app;
  const authenticated = { preHandler: app.authenticate };

  app.get('/api/auth/me', authenticated, async (request): Promise<MeResponse> =>
    toMe(await loadAccount(db, request.userId)),
  );

  app.get('/api/profile', authenticated, async (request): Promise<UserProfile> =>
    toProfile(await loadAccount(db, request.userId)),
  );

  app.get('/api/legitimuzStatus', authenticated, async (request): Promise<KycStatus> => {
    const account = await loadAccount(db, request.userId);
    return { isApproved: account.kyc_status === 'approved' };
  });

  app.get('/api/presence', authenticated, async (): Promise<PresenceResponse> => ({
    online: await countOnline(db, app.clock(), PRESENCE_WINDOW_SECONDS),
  }));

  // Only the address changes; the rest of the profile the spec sends is ignored.
  app.post('/api/userUpdate', authenticated, async (request): Promise<UserUpdateResponse> => {
    const body = validate(userUpdateRequestSchema, request.body);
    const known = await app.providers.postalCodes.lookup(body.zipCode);
    const address = {
      state: body.state || known?.uf,
      city: body.city || known?.localidade,
      street: body.street || known?.logradouro,
      neighborhood: body.neighborhood || known?.bairro,
    };
    if (!address.state || !address.city) throw HttpError.field(422, 'zipCode', messages.cepInvalid);
    await db.query(
      `UPDATE users SET zip_code = $2, number = $3, state = $4, city = $5, street = $6, neighborhood = $7
       WHERE id = $1`,
      [
        request.userId,
        body.zipCode,
        body.number,
        address.state,
        address.city,
        address.street ?? null,
        address.neighborhood ?? null,
      ],
    );
    return {
      message: messages.addressSaved,
      profile: toProfile(await loadAccount(db, request.userId)),
    };
  });
}
