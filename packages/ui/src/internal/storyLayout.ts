/**
 * Stories/tests only: how many lines the text inside `element` takes on screen (the distinct
 * tops of its text's line boxes), to assert that long text wraps rather than overflows.
 * @param element - the element whose text is measured.
 * @returns the number of rendered lines (0 for no visible text).
 */
export function lineCount(element: HTMLElement): number {
  const tops = new Set<number>();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}
