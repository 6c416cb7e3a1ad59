/** `ti4-reach web`: the built page served on localhost until stopped. */
import { spawn } from "child_process";
import type { ChildProcess } from "child_process";
import { get } from "http";
import { join } from "path";
import { runCli } from "../../src/cli/main";

const root = join(__dirname, "..", "..");

function fetchText(url: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: `${res.headers["content-type"] ?? ""}`, body }));
    }).on("error", reject);
  });
}

function startServer(): Promise<{ child: ChildProcess; address: string }> {
  const child = spawn(process.execPath, [join(root, "bin", "ti4-reach.cjs"), "web", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/localhost:\d+\//.exec(out);
      if (m !== null) resolve({ child, address: m[0] });
    });
    child.on("exit", (code) => reject(new Error(`web exited with ${code}: ${out}`)));
  });
}

describe("ti4-reach web", () => {
  test("serves the page, its script and styles on the printed address, and nothing outside the page's folder", async () => {
    const { child, address } = await startServer();
    try {
      const page = await fetchText(address);
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/text\/html/);
      expect(page.body).toContain('src="ti4-reach-web.js"');
      const script = await fetchText(`${address}ti4-reach-web.js`);
      expect(script.type).toMatch(/javascript/);
      expect(script.body.length).toBeGreaterThan(10000);
      expect((await fetchText(`${address}styles.css`)).type).toMatch(/text\/css/);
      expect((await fetchText(`${address}..%2f..%2fpackage.json`)).status).toBe(404);
      expect((await fetchText(`${address}missing.js`)).status).toBe(404);
      expect(child.exitCode).toBeNull(); // still running
    } finally {
      child.kill();
    }
  });

  test("a request for a path with a NUL in it (any page in the browser can send one) is a 404 and the server keeps serving", async () => {
    const { child, address } = await startServer();
    try {
      expect((await fetchText(`${address}%00`)).status).toBe(404);
      expect((await fetchText(`${address}a%00b.js`)).status).toBe(404);
      expect((await fetchText(address)).status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });

  test("a bad --port is one line and exit 2", () => {
    const err: string[] = [];
    const code = runCli(["web", "--port", "http"], { out: () => undefined, err: (t) => err.push(t), readText: () => "", writeText: () => undefined });
    expect(code).toBe(2);
    expect(err).toEqual(["ti4-reach: --port http: expected a port number 0-65535"]);
  });
});
