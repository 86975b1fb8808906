import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/** Give up on a page whose rendering has not completed after this long (ms). */
export const streamTimeout = 10_000;

/**
 * Renders a page to HTML at build time (prerendering; the site has no runtime server). It waits
 * for the whole page, lazy parts included (`onAllReady`), so the HTML holds every section in
 * place — readable by crawlers and visitors before any JavaScript runs — rather than streaming
 * Suspense fallbacks, or outlined boundaries, that inline scripts fill in later.
 * @see docs/decisions/0002-prerendering.md
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every Suspense boundary in place, however large: React outlines a boundary bigger than
      // this (12,800 bytes by default) into a hidden <div> that an inline script moves into
      // place, which here would wait for the app (the lead dialogs' forms were hidden so).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout);
  });
}
