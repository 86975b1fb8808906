import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_TAPS_SCRIPT } from '../src/KeptTaps/keptTapsScript';

/**
 * The kept-taps script (src/KeptTaps/keptTapsScript.ts) on static markup, as a prerendered page
 * has it before the app starts: taps are kept, shown busy, and replayed in order on release.
 */
let window: JSDOM['window'] & Window;
let document: Document;

/** Runs the script as a page does: the top-level code of an inline `<script>`. */
const install = () => window.eval(KEPT_TAPS_SCRIPT);

const keptTaps = () => window.__keptTaps!;

beforeEach(() => {
  // A fresh page per test: the script's listeners live as long as its window.
  const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'outside-only' });
  window = dom.window as unknown as JSDOM['window'] & Window;
  document = window.document;
  document.body.innerHTML = `
    <section id="carousel" data-keep-taps>
      <button id="next" type="button"><svg><path/></svg>Next</button>
      <a id="link" href="#case"><span>Case study</span></a>
    </section>
    <div id="tabs" data-keep-taps><button id="tab" role="tab" type="button">Gaming</button></div>
    <form id="form" data-keep-taps><input name="email"><button id="submit" aria-busy="false">Subscribe</button></form>
    <button id="outside" type="button">Outside</button>
    <button id="open" command="show-modal" commandfor="dialog">Open</button>
    <dialog id="dialog"><button id="close" command="close" commandfor="dialog">Close</button></dialog>
  `;
  install();
});

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

describe('kept taps', () => {
  it('keeps a tap on a part that cannot act yet, shown pressed and busy, and replays it on release', () => {
    const next = byId('next');
    const onClick = vi.fn();
    next.addEventListener('click', onClick);
    next.querySelector('path')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(onClick).not.toHaveBeenCalled();
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(next.hasAttribute('data-tap-kept')).toBe(true);
    expect(keptTaps().size()).toBe(1);

    keptTaps().release(byId('carousel'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(next.hasAttribute('aria-busy')).toBe(false);
    expect(next.hasAttribute('data-tap-kept')).toBe(false);
    expect(keptTaps().size()).toBe(0);
  });

  it('lets taps through once the part is live, and never keeps links or controls outside a part', () => {
    keptTaps().release(byId('carousel'));
    const onNext = vi.fn((event: Event) => expect(event.defaultPrevented).toBe(false));
    byId('next').addEventListener('click', onNext);
    byId('next').click();
    expect(onNext).toHaveBeenCalledTimes(1);

    const onLink = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault(); // jsdom would navigate
    });
    byId('tabs').removeAttribute('data-taps-live');
    byId('link').addEventListener('click', onLink);
    byId('link').querySelector('span')!.click();
    expect(onLink).toHaveBeenCalledTimes(1);

    const onOutside = vi.fn();
    byId('outside').addEventListener('click', onOutside);
    byId('outside').click();
    expect(onOutside).toHaveBeenCalledTimes(1);
    expect(keptTaps().size()).toBe(0);
  });

  it('replays in the order the taps were made: a tap on a part still waiting holds back later ones', () => {
    const order: string[] = [];
    byId('tab').addEventListener('click', () => order.push('tab'));
    byId('next').addEventListener('click', () => order.push('next'));
    byId('tab').click();
    byId('next').click();
    byId('next').click();
    expect(keptTaps().size()).toBe(3);

    keptTaps().release(byId('carousel'));
    expect(order).toEqual([]);
    expect(byId('next').getAttribute('aria-busy')).toBe('true');

    keptTaps().release(byId('tabs'));
    expect(order).toEqual(['tab', 'next', 'next']);
  });

  it('keeps a form submission and replays it with requestSubmit, restoring the button’s own aria-busy', () => {
    const form = byId<HTMLFormElement>('form');
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    byId('submit').click();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(byId('submit').getAttribute('aria-busy')).toBe('true');

    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form.getAttribute('aria-busy')).toBe('true');

    keptTaps().release(form);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(byId('submit').getAttribute('aria-busy')).toBe('false');
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('drops a kept tap whose button left the page', () => {
    byId('next').click();
    byId('next').remove();
    const onTab = vi.fn();
    byId('tab').addEventListener('click', onTab);
    byId('tab').click();
    keptTaps().release(byId('tabs'));
    expect(onTab).toHaveBeenCalledTimes(1);
    expect(keptTaps().size()).toBe(0);
  });

  it('runs show-modal and close itself where the browser lacks Invoker Commands', () => {
    const dialog = byId<HTMLDialogElement>('dialog');
    // jsdom has no Invoker Commands and no showModal: stand-ins record the calls.
    dialog.showModal = vi.fn(() => dialog.setAttribute('open', ''));
    dialog.close = vi.fn(() => dialog.removeAttribute('open'));
    byId('open').click();
    expect(dialog.showModal).toHaveBeenCalledTimes(1);
    byId('close').click();
    expect(dialog.close).toHaveBeenCalledTimes(1);
    expect(keptTaps().size()).toBe(0);
  });

  it("records the visitor's arrival as the page's first script runs", () => {
    expect(Math.abs(keptTaps().arrivedAtMs - window.Date.now())).toBeLessThan(5000);
  });

  it('installs once', () => {
    const first = window.__keptTaps;
    install();
    expect(window.__keptTaps).toBe(first);
  });
});
