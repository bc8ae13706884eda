import { randomInt } from 'node:crypto';

/**
 * The image captcha as JeecgBoot's `/sys/randomImage/{key}` answers it: a base64 data URL. Drawn as SVG whose glyphs
 * are strokes (never `<text>`), each shifted, turned and coloured at random over crossing noise lines, so the answer
 * is not in the markup. Digits 2–9 only: 0/O and 1/I/l are too easily confused by a person.
 */
const GLYPHS: Record<string, string> = {
  '2': 'M0,3 L3,0 L8,0 L10,3 L10,6 L0,16 L10,16',
  '3': 'M0,0 L10,0 L5,6 L9,8 L10,12 L7,16 L1,16 L0,14',
  '4': 'M7,16 L7,0 L0,11 L10,11',
  '5': 'M10,0 L1,0 L0,7 L7,6 L10,9 L10,13 L7,16 L0,15',
  '6': 'M9,0 L4,0 L0,6 L0,14 L3,16 L8,16 L10,13 L10,10 L7,8 L0,9',
  '7': 'M0,2 L0,0 L10,0 L4,16',
  '8': 'M5,8 L1,6 L1,2 L4,0 L7,0 L9,2 L9,6 L5,8 L0,11 L0,14 L3,16 L7,16 L10,14 L10,11 L5,8',
  '9': 'M10,7 L3,8 L0,6 L0,2 L3,0 L8,0 L10,3 L10,10 L6,16 L1,16',
};
const ALPHABET = Object.keys(GLYPHS);
export const CAPTCHA_LENGTH = 4;
const WIDTH = 105;
const HEIGHT = 35;

const colour = () => `hsl(${randomInt(0, 360)},${randomInt(55, 80)}%,${randomInt(25, 40)}%)`;

/** A fresh captcha text. */
export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}

/** The captcha text drawn as an SVG data URL (`data:image/svg+xml;base64,…`). */
export function captchaImage(text: string): string {
  const noise = Array.from({ length: 5 }, () =>
    `<path d="M${randomInt(0, WIDTH)},${randomInt(0, HEIGHT)} Q${randomInt(0, WIDTH)},${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)},${randomInt(0, HEIGHT)}" stroke="${colour()}" stroke-width="1" fill="none" opacity="0.6"/>`,
  ).join('');
  const glyphs = [...text].map((ch, i) => {
    const x = 12 + i * 22 + randomInt(-2, 3);
    const y = 8 + randomInt(-3, 4);
    const angle = randomInt(-25, 26);
    const scale = (randomInt(105, 130) / 100).toFixed(2);
    return `<path transform="translate(${x} ${y}) rotate(${angle} 5 8) scale(${scale})" d="${GLYPHS[ch]}" stroke="${colour()}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f3f6fb"/>${noise}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
