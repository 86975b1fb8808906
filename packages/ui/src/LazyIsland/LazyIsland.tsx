import { useComposedRefs } from '@radix-ui/react-compose-refs';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { flushSync } from 'react-dom';
import type { ElementProps } from '../internal/elementProps';
import { TAP_KEPT_ATTRIBUTE } from '../KeptTaps';

/** What a {@link LazyIsland}'s `load` resolves to: a module whose default export is the part. */
export type LazyIslandModule<P extends object> = { default: ComponentType<P> };

/** What {@link LazyIsland} itself reads. */
interface LazyIslandOwnProps<P extends object> {
  /**
   * Imports the part's module, a dynamic import of the part's own file. Pass the same function on
   * every render (declare it at module level): the island keeps what it loaded per function.
   */
  load: () => Promise<LazyIslandModule<P>>;
  /** The part's props. */
  props: P;
  /**
   * How far outside the viewport the island starts loading its part (CSS margin). Default
   * `'50% 0px'`: half a viewport ahead, so the part is live before it scrolls into view.
   */
  rootMargin?: string;
  /** Class of the island's element, the part's parent (lay the part out with it). */
  className?: string;
  /** Not taken: the island's content is the part. */
  children?: never;
  /** Not taken: the island's content is the part. */
  dangerouslySetInnerHTML?: never;
}

/** Props of {@link LazyIsland}: its own and every other attribute of its `<div>`, `ref` included. */
export type LazyIslandProps<P extends object> = ElementProps<'div', LazyIslandOwnProps<P>>;

/** The parts each `load` function has resolved to, so a later mount renders them at once. */
const loadedParts = new WeakMap<() => Promise<unknown>, unknown>();
/** One `React.lazy` per `load` function (server rendering, and mounts after the page's start). */
const lazyParts = new WeakMap<() => Promise<unknown>, unknown>();

function lazyPart<P extends object>(load: () => Promise<LazyIslandModule<P>>): LazyExoticComponent<ComponentType<P>> {
  let part = lazyParts.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!part) {
    part = lazy(() =>
      load().then((module) => {
        loadedParts.set(load, module.default);
        return module;
      }),
    );
    lazyParts.set(load, part);
  }
  return part;
}

/**
 * Loads a {@link LazyIsland}'s part ahead of time, so that islands mounted afterwards render it
 * at once rather than after a `Suspense` pause (e.g. before a story's play function installs a
 * fake clock). Not needed on a page: the island loads its part when it nears the viewport.
 * @param load - the island's `load` function (the same function object).
 * @returns a promise that resolves once the part is loaded.
 */
export async function preloadLazyIsland<P extends object>(load: () => Promise<LazyIslandModule<P>>): Promise<void> {
  const module = await load();
  loadedParts.set(load, module.default);
}

const ISLAND_ATTRIBUTE = 'data-lazy-island';
/** What a visitor can focus or tap inside an island (matched by position before and after the swap). */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="combobox"], input, select, textarea, a[href], [tabindex]';

/** The prerendered controls' state that the swap would otherwise drop: focus and kept taps. */
interface CarriedOver {
  /** Position of the focused control among the island's controls, or -1. */
  focused: number;
  /** Positions of the controls with a tap kept by the kept-taps script, in order. */
  kept: number[];
}

function readCarriedOver(island: Element): CarriedOver {
  const controls = Array.from(island.querySelectorAll(CONTROLS));
  return {
    focused: controls.findIndex((control) => control === document.activeElement),
    kept: controls.flatMap((control, index) => (control.hasAttribute(TAP_KEPT_ATTRIBUTE) ? [index] : [])),
  };
}

/**
 * A part of a prerendered page whose code loads only when it is needed: when it comes within
 * `rootMargin` of the viewport. The page's HTML holds the part in full (rendered at build time,
 * so it reads and lays out the same with JavaScript off); while the page hydrates the island
 * keeps that HTML as it is, without the part's code, and once the island nears the viewport it
 * imports the part and renders it in place of that HTML, in one commit, with the same markup
 * (nothing shifts). A part mounted later (an in-app navigation) loads at once, like `React.lazy`.
 *
 * The swap replaces the prerendered elements; what a visitor did to them carries over by
 * position: focus moves to the same control, and a tap the kept-taps script kept on a control
 * (`KeptTaps`) is replayed as a click on the same control once the part is live. Text typed into
 * a prerendered field would not carry over: keep text fields out of islands.
 *
 * Takes `ref` and spreads the rest of its props onto its `<div>`, the part's parent
 * (packages/ui/README.md, "Composition").
 * @example <LazyIsland className={styles.grid} load={loadCounters} props={{}} />
 * @see docs/architecture.md "The first view" (what loads when), docs/requirements.md §4
 */
export function LazyIsland<P extends object>({
  load,
  props,
  rootMargin = '50% 0px',
  className,
  ref: forwardedRef,
  ...rest
}: LazyIslandProps<P>) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const islandRef = useComposedRefs(ref, forwardedRef);
  // Hydrating this island's prerendered HTML (its element is in the document under this id)
  // and the part not loaded yet: keep that HTML until the island is near.
  const [keepHtml] = useState(
    () =>
      typeof document !== 'undefined' &&
      !loadedParts.has(load) &&
      Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).some(
        (element) => element.getAttribute(ISLAND_ATTRIBUTE) === id,
      ),
  );
  const [Part, setPart] = useState<ComponentType<P> | undefined>(
    () => loadedParts.get(load) as ComponentType<P> | undefined,
  );
  const carriedOver = useRef<CarriedOver | null>(null);

  // After the swap: focus back on the same control, and the kept taps replayed on the new
  // controls (the part's own effects, which release it to the kept-taps script, ran first).
  useEffect(() => {
    const carried = carriedOver.current;
    const element = ref.current;
    if (!Part || !carried || !element) return;
    carriedOver.current = null;
    const controls = Array.from(element.querySelectorAll<HTMLElement>(CONTROLS));
    if (carried.focused >= 0) controls[carried.focused]?.focus();
    for (const index of carried.kept) controls[index]?.click();
  }, [Part]);

  useEffect(() => {
    const element = ref.current;
    if (!keepHtml || Part || !element) return undefined;
    let live = true;
    const start = () => {
      void load().then((module) => {
        loadedParts.set(load, module.default);
        if (!live || !ref.current) return;
        // Read and swap in one synchronous step, so no tap can land in between.
        carriedOver.current = readCarriedOver(ref.current);
        flushSync(() => setPart(() => module.default));
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [keepHtml, Part, load, rootMargin]);

  const island = { ...rest, ref: islandRef, className, [ISLAND_ATTRIBUTE]: id };
  if (Part) {
    return (
      <div {...island}>
        <Part {...props} />
      </div>
    );
  }
  if (keepHtml) {
    // React leaves an element's children alone when it hydrates one with inner HTML.
    return <div {...island} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  const LazyPart = lazyPart(load);
  return (
    <div {...island}>
      <Suspense fallback={null}>
        <LazyPart {...props} />
      </Suspense>
    </div>
  );
}
