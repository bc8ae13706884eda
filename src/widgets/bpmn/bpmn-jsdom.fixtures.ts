// Just enough SVG geometry for bpmn-js to import, draw and edit a diagram in jsdom, which has the SVG elements but
// no layout: matrices, transform lists, bounding boxes and text measuring. Sizes are made up (every box 100×80, a
// character 12 px), so tests may check what is drawn and written, never where. Test code only.

interface MatrixLike { a: number; b: number; c: number; d: number; e: number; f: number }

class FakeMatrix implements MatrixLike {
  constructor(public a = 1, public b = 0, public c = 0, public d = 1, public e = 0, public f = 0) {}
  multiply(m: MatrixLike): FakeMatrix {
    const { a, b, c, d, e, f } = this;
    return new FakeMatrix(a * m.a + c * m.b, b * m.a + d * m.b, a * m.c + c * m.d, b * m.c + d * m.d, a * m.e + c * m.f + e, b * m.e + d * m.f + f);
  }
  inverse(): FakeMatrix {
    const { a, b, c, d, e, f } = this;
    const det = a * d - b * c;
    return new FakeMatrix(d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det);
  }
  translate(x: number, y: number): FakeMatrix {
    return this.multiply(new FakeMatrix(1, 0, 0, 1, x, y));
  }
  scale(s: number): FakeMatrix {
    return this.multiply(new FakeMatrix(s, 0, 0, s, 0, 0));
  }
}

const copy = (m: MatrixLike) => new FakeMatrix(m.a, m.b, m.c, m.d, m.e, m.f);

class FakeTransform {
  constructor(public matrix = new FakeMatrix()) {}
  setMatrix(m: MatrixLike): void { this.matrix = copy(m); }
  setTranslate(x: number, y: number): void { this.matrix = new FakeMatrix(1, 0, 0, 1, x, y); }
  setScale(x: number, y: number): void { this.matrix = new FakeMatrix(x, 0, 0, y, 0, 0); }
  setRotate(): void { this.matrix = new FakeMatrix(); }
}

/** An element's `transform.baseVal`, written through to its `transform` attribute as one matrix. */
class FakeTransformList {
  private items: FakeTransform[] = [];
  constructor(private node: Element) {}
  get numberOfItems(): number { return this.items.length; }
  clear(): void {
    this.items = [];
    this.node.removeAttribute('transform');
  }
  appendItem(t: FakeTransform): FakeTransform {
    this.items.push(t);
    const { a, b, c, d, e, f } = this.consolidate()!.matrix;
    this.node.setAttribute('transform', `matrix(${a} ${b} ${c} ${d} ${e} ${f})`);
    return t;
  }
  initialize(t: FakeTransform): FakeTransform {
    this.items = [];
    return this.appendItem(t);
  }
  getItem(i: number): FakeTransform { return this.items[i]; }
  consolidate(): FakeTransform | null {
    return this.items.length ? new FakeTransform(this.items.reduce((m, t) => m.multiply(t.matrix), new FakeMatrix())) : null;
  }
  createSVGTransformFromMatrix(m: MatrixLike): FakeTransform { return new FakeTransform(copy(m)); }
}

/** Installs the fakes on jsdom's prototypes (once per test file; jsdom is fresh for each). A browser never needs it. */
export function installSvgGeometry(): void {
  const globals = globalThis as unknown as Record<string, unknown>;
  // tiny-svg tells matrices from transforms with `instanceof SVGMatrix`.
  globals.SVGMatrix = FakeMatrix;
  if (!(globalThis.CSS as { escape?: unknown } | undefined)?.escape) {
    globals.CSS = { escape: (s: string) => String(s).replace(/[^\w-]/g, (c) => `\\${c}`) };
  }
  const lists = new WeakMap<Element, FakeTransformList>();
  const element = SVGElement.prototype as unknown as Record<string, unknown>;
  Object.assign(element, {
    getBBox: () => ({ x: 0, y: 0, width: 100, height: 80 }),
    getCTM: () => new FakeMatrix(),
    getScreenCTM: () => new FakeMatrix(),
    getComputedTextLength(this: Element) { return (this.textContent?.length ?? 0) * 12; },
    getTotalLength: () => 100,
    getPointAtLength: (n: number) => ({ x: n, y: 0 }),
  });
  Object.defineProperty(element, 'transform', {
    configurable: true,
    get(this: Element) {
      if (!lists.has(this)) lists.set(this, new FakeTransformList(this));
      return { baseVal: lists.get(this) };
    },
  });
  Object.assign(SVGSVGElement.prototype as unknown as Record<string, unknown>, {
    createSVGMatrix: () => new FakeMatrix(),
    createSVGTransform: () => new FakeTransform(),
    createSVGTransformFromMatrix: (m: MatrixLike) => new FakeTransform(copy(m)),
    createSVGPoint: () => ({
      x: 0,
      y: 0,
      matrixTransform(this: { x: number; y: number }, m: MatrixLike) {
        return { x: m.a * this.x + m.c * this.y + m.e, y: m.b * this.x + m.d * this.y + m.f };
      },
    }),
  });
  // diagram-js measures label text on a 2D canvas; jsdom has none (and logs an error for each attempt). Any other
  // drawing call is a no-op, so other code sharing this jsdom (the stories test) draws nothing rather than failing.
  const context: Record<string | symbol, unknown> = {
    font: '',
    measureText: (text: string) => ({ width: text.length * 12, actualBoundingBoxAscent: 10, actualBoundingBoxDescent: 4 }),
  };
  const canvas2d = new Proxy(context, {
    // `then` stays undefined, or an awaited context would look like a promise.
    get: (target, key) => (key in target ? target[key] : typeof key === 'string' && key !== 'then' ? () => undefined : undefined),
  });
  HTMLCanvasElement.prototype.getContext = (() => canvas2d) as unknown as HTMLCanvasElement['getContext'];
}
