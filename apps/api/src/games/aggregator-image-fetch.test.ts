// Fetching the aggregator's game images (docs/games.md#image-hosts): which
// URLs are never requested, and which answers are never kept. Servers on
// 127.0.0.1 count what reaches them, so "refused" means no connection at all.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageUrlRefusal, type ImageSourcePolicy } from '#/settings/aggregator-image-policy.js';
import { answer, startProviderDouble, type ProviderDouble } from '#/test/provider-double.js';
import { fetchAggregatorImage, type ResolveFn } from './aggregator-image-fetch.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const LIMITS = { timeoutMs: 2_000, maxBytes: 64 };

let connections = 0;
let listener: Server;
let listenerPort = 0;
let web: ProviderDouble;
let webHost = '';
let requests: string[] = [];

beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listenerPort = (listener.address() as AddressInfo).port;
  web = await startProviderDouble((request, _raw, response) => {
    const path = request.url ?? '';
    requests.push(path);
    if (path === '/image.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/page.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>no</h1>');
    if (path === '/drawing.svg')
      return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
    if (path === '/declared-large.png')
      return response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': '65' })
        .end(Buffer.alloc(65));
    if (path === '/streamed-large.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(Buffer.alloc(40));
      return response.end(Buffer.alloc(40));
    }
    if (path === '/moved.png')
      return response.writeHead(302, { location: `${web.baseUrl}/image.png` }).end();
    if (path === '/never') return undefined;
    return answer(response, 404);
  });
  webHost = new URL(web.baseUrl).host;
});
afterAll(async () => {
  await web.stop();
  await new Promise((resolve) => listener.close(resolve));
});
beforeEach(() => {
  connections = 0;
  requests = [];
});

const production = (aggregatorHost: string, imageHosts: string[] = []): ImageSourcePolicy => ({
  aggregatorHost,
  imageHosts,
  allowLoopback: false,
});
const demo = (): ImageSourcePolicy => ({
  aggregatorHost: webHost,
  imageHosts: [],
  allowLoopback: true,
});
const refusedWith = (reason: RegExp): unknown =>
  expect.objectContaining({ ok: false, reason: expect.stringMatching(reason) as unknown });

describe('which image URLs are allowed', () => {
  const policy = production('api.aggregator.example', [
    'cdn.aggregator.example',
    '*.img.example.com',
  ]);
  it.each([
    ['https://api.aggregator.example/thumbs/a.png', null],
    ['https://cdn.aggregator.example/a.png', null],
    ['https://eu.img.example.com/a.png', null],
    ['http://cdn.aggregator.example/a.png', /scheme http:/],
    ['https://img.example.com/a.png', /neither the aggregator's/],
    ['https://cdn.aggregator.example:8443/a.png', /neither the aggregator's/],
    ['https://cdn.aggregator.example.evil.example/a.png', /neither the aggregator's/],
    ['https://169.254.169.254/latest/meta-data', /neither the aggregator's/],
    ['https://user:pass@cdn.aggregator.example/a.png', /credentials/],
    ['file:///etc/passwd', /scheme file:/],
  ])('%s', (url, expected) => {
    const refusal = imageUrlRefusal(url, policy);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});

describe('in production nothing inside our network is reached', () => {
  it('refuses a loopback address written in the URL, without connecting', async () => {
    const host = `127.0.0.1:${String(listenerPort)}`;
    expect(await fetchAggregatorImage(`https://${host}/a.png`, production(host), LIMITS)).toEqual(
      refusedWith(/loopback/),
    );
    expect(connections).toBe(0);
  });

  it('refuses a name that resolves to this machine, without connecting', async () => {
    const host = `localhost:${String(listenerPort)}`;
    expect(await fetchAggregatorImage(`https://${host}/a.png`, production(host), LIMITS)).toEqual(
      refusedWith(/loopback/),
    );
    expect(connections).toBe(0);
  });

  it.each([
    [['93.184.215.14', '10.0.0.5'], /10\.0\.0\.5 is private/],
    [['169.254.169.254'], /linkLocal/],
    [['::ffff:192.168.1.1'], /private/],
    [['fd00::1'], /uniqueLocal/],
    [['100.64.0.1'], /carrierGradeNat/],
  ])('refuses a listed host that resolves to %j', async (addresses, reason) => {
    const resolve: ResolveFn = () =>
      Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    const policy = production('api.aggregator.example', ['cdn.aggregator.example']);
    expect(
      await fetchAggregatorImage('https://cdn.aggregator.example/a.png', policy, {
        ...LIMITS,
        resolve,
      }),
    ).toEqual(refusedWith(reason));
  });
});

describe('what is kept of an answer', () => {
  const get = (path: string, limits = LIMITS) =>
    fetchAggregatorImage(`${web.baseUrl}${path}`, demo(), limits);

  it('keeps a PNG from the aggregator (on loopback only outside production)', async () => {
    expect(await get('/image.png')).toEqual({
      ok: true,
      image: { contentType: 'image/png', body: PNG },
    });
  });

  it('keeps no page, no SVG, nothing over the size cap, declared or streamed', async () => {
    expect(await get('/page.html')).toEqual(refusedWith(/content-type text\/html/));
    expect(await get('/drawing.svg')).toEqual(refusedWith(/content-type image\/svg\+xml/));
    expect(await get('/declared-large.png')).toEqual(refusedWith(/65 bytes \(at most 64\)/));
    expect(await get('/streamed-large.png')).toEqual(refusedWith(/over 64 bytes/));
  });

  it('follows no redirect', async () => {
    expect(await get('/moved.png')).toEqual(refusedWith(/HTTP 302/));
    expect(requests).toEqual(['/moved.png']);
  });

  it('gives up at the deadline', async () => {
    expect(await get('/never', { ...LIMITS, timeoutMs: 50 })).toEqual(refusedWith(/timed out/));
  });
});
