import { doneSchema } from '@velas/domain/schemas/backoffice/common';
import {
  noteResponseSchema,
  playerSearchResponseSchema,
  playerViewSchema,
  type PlayerView,
  revealResponseSchema,
} from '@velas/domain/schemas/backoffice/players';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { api } from '#/core/api.ts';

type PlayerAction = 'block' | 'unblock' | 'sign-out';

const playersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPlayers: build.query({
      query: (q: string) => ({ url: '/players', params: { q } }),
      responseSchema: parsedAnswer(playerSearchResponseSchema),
    }),
    player: build.query<PlayerView, number>({
      query: (id) => `/players/${id}`,
      responseSchema: parsedAnswer(playerViewSchema),
      providesTags: (_result, _error, id) => [{ type: 'Player', id }],
    }),
    revealPlayer: build.mutation({
      query: ({ id, reason }: { id: number; reason: string }) => ({
        url: `/players/${id}/reveal`,
        method: 'POST',
        body: { fields: ['cpf', 'birthDate'], reason },
      }),
      responseSchema: revealResponseSchema,
    }),
    playerAction: build.mutation({
      query: ({ id, action, reason }: { id: number; action: PlayerAction; reason: string }) => ({
        url: `/players/${id}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      responseSchema: doneSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Player', id }],
    }),
    addNote: build.mutation({
      query: ({ id, body }: { id: number; body: string }) => ({
        url: `/players/${id}/notes`,
        method: 'POST',
        body: { body },
      }),
      responseSchema: noteResponseSchema,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Player', id }],
    }),
  }),
});

export const {
  useLazySearchPlayersQuery,
  usePlayerQuery,
  useRevealPlayerMutation,
  usePlayerActionMutation,
  useAddNoteMutation,
} = playersApi;
