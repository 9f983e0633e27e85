/**
 * React Router builds the client, then the server, each with a content-pictures plugin of its
 * own: the content check's module is loaded once for both (loading it again, while React Router
 * transforms every route's module, timed out with 200 events on a busy machine).
 */
import type * as Vite from "vite";
import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { contentPicturesModule, contentPicturesPlugin } from "./content-pictures-plugin";

const { runnerImport } = vi.hoisted(() => ({
  runnerImport: vi.fn(() =>
    Promise.resolve({ module: { readContent: () => ({ pictures: [] }) }, dependencies: [] }),
  ),
}));
vi.mock("vite", async (original) => ({
  ...(await original<typeof Vite>()),
  runnerImport,
}));

/** The pictures' module as one build's plugin makes it, for a project at `root`. */
async function picturesOfOneBuild(root: string) {
  const plugin = contentPicturesPlugin() as Plugin & {
    configResolved: (config: object) => void;
    resolveId: (id: string) => string | undefined;
    load: (id: string) => Promise<string | undefined>;
  };
  plugin.configResolved({ root, command: "build", base: "/" });
  return plugin.load(plugin.resolveId(contentPicturesModule)!);
}

describe("the content check's module in a build", () => {
  it("is loaded once for the client's build and the server's, in a project", async () => {
    const root = "/tmp/chapter-site-runner-test";
    const client = await picturesOfOneBuild(root);
    const server = await picturesOfOneBuild(root);
    expect(server).toBe(client);
    expect(runnerImport).toHaveBeenCalledTimes(1);
  });

  it("is loaded again for another project", async () => {
    runnerImport.mockClear();
    await picturesOfOneBuild("/tmp/chapter-site-runner-test-other");
    expect(runnerImport).toHaveBeenCalledTimes(1);
  });
});
