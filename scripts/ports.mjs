// Whether a port of this computer is free: `npm run cms` checks the one its proxy needs, the
// tests pick ports with it.
import { createServer } from "node:net";

/** Whether `port` can be listened on at 127.0.0.1. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
