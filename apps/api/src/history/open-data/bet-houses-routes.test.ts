import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

describe('GET /history-api/bet-houses', () => {
  it('lists every house with its label and whether the simulator plays it', async () => {
    const response = await t.app.inject({ url: '/history-api/bet-houses' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      betHouses: [
        { id: 'MINES_BET', label: 'BR4BET', simulated: true },
        { id: 'VOA_BET', label: 'VoaBet', simulated: true },
      ],
    });
  });
});
