/**
 * The slice of opentype.js 2.x that the image generator uses (the package ships no types).
 */
declare module 'opentype.js' {
  /** One drawing command of a glyph outline, in px, y pointing down. */
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
  }
  export interface Glyph {
    /** 0 for the missing-glyph box (.notdef). */
    index: number;
    /** Advance in font units. */
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    /** Kerning between two glyphs, in font units. */
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  /** The CommonJS build's namespace object (Node loads `main`, which has no named exports). */
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
