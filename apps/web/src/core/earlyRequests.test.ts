import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_MS,
  fetchOrEarly,
  forgetEarlyRequests,
  startEarlyRequests,
} from './earlyRequests.ts';

const URL_ME = 'http://localhost/api/auth/me';

function request(url: string, token: string, method = 'GET') {
  return new Request(url, { method, headers: { authorization: `Bearer ${token}` } });
}

describe('early requests', () => {
  afterEach(forgetEarlyRequests);

  it('answers the same GET with the same token once from the early call, then from the network', async () => {
    const early = new Response('early');
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const earlyFetch = vi.fn(() => Promise.resolve(early));
    startEarlyRequests([URL_ME], 'token-a', () => 0, earlyFetch);
    expect(earlyFetch).toHaveBeenCalledWith(URL_ME, {
      headers: { authorization: 'Bearer token-a' },
    });

    const fetchFn = fetchOrEarly(() => 10, network);
    expect(await fetchFn(request(URL_ME, 'token-a'))).toBe(early);
    expect(await (await fetchFn(request(URL_ME, 'token-a'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never hands an early answer to another token, another URL, a POST or a late query', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const earlyFetch = vi.fn(() => Promise.resolve(new Response('early')));
    const start = () => {
      forgetEarlyRequests();
      startEarlyRequests([URL_ME], 'token-a', () => 0, earlyFetch);
    };
    const fetchFn = fetchOrEarly(() => 0, network);
    start();
    expect(await (await fetchFn(request(URL_ME, 'token-b'))).text()).toBe('network');
    start();
    expect(await (await fetchFn(request(`${URL_ME}?x=1`, 'token-a'))).text()).toBe('network');
    start();
    expect(await (await fetchFn(request(URL_ME, 'token-a', 'POST'))).text()).toBe('network');
    start();
    const late = fetchOrEarly(() => EARLY_ANSWER_MS + 1, network);
    expect(await (await late(request(URL_ME, 'token-a'))).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(4);
  });
});
