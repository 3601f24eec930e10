// WCAG 2.x contrast ratio of two colours (#rgb, #rrggbb or rgba() over a
// background), used by the token test to keep both modes at AA.

type Rgb = [number, number, number];

function parse(colour: string, under?: Rgb): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1] ?? '';
    const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, a = 1] = (rgba[1] ?? '')
    .split(',')
    .map((part) => Number(part.trim()));
  if (a < 1 && !under) throw new Error(`a translucent colour needs a background: ${colour}`);
  const base = under ?? [0, 0, 0];
  return [r, g, b].map((channel, index) => channel * a + (base[index] ?? 0) * (1 - a)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The ratio of `foreground` on `background` (a translucent foreground is laid over it). */
export function contrastRatio(foreground: string, background: string): number {
  const back = parse(background);
  const front = parse(foreground, back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
