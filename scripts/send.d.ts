// The part of `send` (which ships no types) that scripts/site-server.mjs uses.
declare module "send" {
  import type { Stats } from "node:fs";
  import type { IncomingHttpHeaders } from "node:http";

  interface SendStream {
    on(event: "headers", listener: (res: unknown, path: string, stats: Stats) => void): this;
    on(
      event: "error",
      listener: (error: Error & { status?: number; headers?: Record<string, string> }) => void,
    ): this;
    pipe(destination: NodeJS.WritableStream): void;
  }

  export default function send(
    request: { method?: string; headers: IncomingHttpHeaders },
    path: string,
    options: { root: string; acceptRanges: boolean; cacheControl: boolean; index: boolean },
  ): SendStream;
}
