/**
 * `ti4-reach web`: serves the built page (dist/web) on this computer only,
 * prints the address and runs until Ctrl-C. Node's own http module; files
 * only from that folder.
 */
import { existsSync, readFile } from "fs";
import { createServer } from "http";
import type { Server } from "http";
import { extname, join, resolve, sep } from "path";
import { InputError } from "../../scenario/input-error";
import type { CliIo } from "../io";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export const DEFAULT_PORT = 8737;

export function parsePort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || text.trim() === "") throw new InputError(`--port ${text}: expected a port number 0-65535`);
  return port;
}

export function serveWeb(io: CliIo, folder: string, port: number): Server {
  const root = resolve(folder);
  if (!existsSync(join(root, "index.html"))) throw new InputError(`${folder}: the web page is not built yet; run \`npm run build\``);
  const server = createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const file = resolve(root, `.${path.endsWith("/") ? `${path}index.html` : path}`);
    // A NUL in the path ("/%00") makes readFile throw at once, not answer with an error.
    if ((file !== root && !file.startsWith(root + sep)) || file.includes("\0")) {
      res.writeHead(404).end();
      return;
    }
    readFile(file, (err, data) => {
      if (err !== null) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found\n");
        return;
      }
      res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Cache-Control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : data);
    });
  });
  server.on("error", (e: Error) => {
    io.err(`ti4-reach: cannot serve on port ${port}: ${e.message}`);
    process.exitCode = 2;
    server.close();
  });
  server.listen(port, "127.0.0.1", () => {
    const address = server.address();
    const actual = typeof address === "object" && address !== null ? address.port : port;
    io.out(`ti4-reach web page: http://localhost:${actual}/  (Ctrl-C to stop)`);
  });
  return server;
}
