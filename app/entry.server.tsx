import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders a page to HTML: every page of the build, and the development server's pages. A static
 * site wants each page whole, so this waits for everything with React's static `prerender`
 * rather than streaming. React Router's default entry, used when this file is missing, decides
 * that with `isbot` and `@react-router/node`, which this site then had to list (decision 0025).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error) {
      // A part of the page that failed to render: the prerender refuses anything but a 200.
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status, headers: responseHeaders });
}
