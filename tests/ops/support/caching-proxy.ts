import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/shop-process";
import { startProxyProcess } from "./proxy-process";

export type CachingProxy = { url: string; stop: () => Promise<void>; output: () => string };

/**
 * Debian's nginx as the shared cache in front of the shop, configured as docs/deploy.md says:
 * it honours the shop's Cache-Control (s-maxage, stale-while-revalidate) and Vary, refreshes
 * stale pages in the background, and says how it answered in X-Proxy-Cache.
 */
export async function startCachingProxy(upstreamPort: number): Promise<CachingProxy> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "shop-ops-nginx-"));
  await mkdir(path.join(directory, "cache"));
  const port = await freePort();
  const config = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  proxy_cache_path ${directory}/cache levels=1:2 keys_zone=shop:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_cache shop;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_buffering on;
      add_header X-Proxy-Cache $upstream_cache_status always;
    }
  }
}
`;
  const configFile = path.join(directory, "nginx.conf");
  await writeFile(configFile, config);
  return startProxyProcess({ command: "nginx", args: ["-c", configFile, "-p", directory], port, directory, stopSignal: "SIGQUIT" });
}
