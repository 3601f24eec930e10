import { describe, expect, it } from 'vitest';
import { frameSource, HTML_GAME_SANDBOX, isMobileAgent } from './frameSource.ts';

const APP = 'http://localhost:3000';
const FALLBACK = 'https://casa.example.com/';

describe('frameSource', () => {
  it('puts HTML only in srcdoc, sandboxed without allow-same-origin', () => {
    const html = '<!doctype html><script>parent.localStorage.clear()</script>';
    const source = frameSource(html, FALLBACK, APP);
    expect(source).toEqual({ kind: 'html', html, sandbox: HTML_GAME_SANDBOX });
    expect(source?.sandbox).not.toContain('allow-same-origin');
  });

  it("lets a game on another origin keep its own origin, but never the app's", () => {
    expect(frameSource('https://jogo.example.com/play', FALLBACK, APP)).toMatchObject({
      kind: 'url',
      url: 'https://jogo.example.com/play',
      sandbox: expect.stringContaining('allow-same-origin') as unknown,
    });
    expect(frameSource('/kyc-api/anything', FALLBACK, APP)?.sandbox).not.toContain(
      'allow-same-origin',
    );
  });

  it('falls back to the betting site for no link or a script URL', () => {
    expect(frameSource(null, FALLBACK, APP)).toMatchObject({ kind: 'url', url: FALLBACK });
    expect(frameSource('javascript:alert(1)', FALLBACK, APP)).toMatchObject({
      kind: 'url',
      url: FALLBACK,
    });
  });

  it('has nothing to show without a link and without a configured betting site', () => {
    expect(frameSource(undefined, undefined, APP)).toBeNull();
    expect(frameSource('javascript:alert(1)', undefined, APP)).toBeNull();
    expect(frameSource(null, 'about:blank', APP)).toBeNull();
  });

  it('tells phones by their agent string', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
