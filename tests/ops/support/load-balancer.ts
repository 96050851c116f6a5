import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/shop-process";
import { startProxyProcess, waitUntil, type ProxyProcess } from "./proxy-process";

export type LoadBalancer = ProxyProcess;

/** Picks a port for the balancer before the instances start: their PUBLIC_URL is the balancer's address. */
export async function loadBalancerPort() {
  return freePort();
}

/**
 * Debian's HAProxy in front of the instances, configured as docs/deploy.md says: round robin,
 * /readyz as the health check (an instance that is not ready gets no shoppers), the client's
 * address in X-Forwarded-For, long timeouts for the live event streams. Each answer says which
 * instance served it (X-Shop-Instance), for the tests.
 */
export async function startLoadBalancer(port: number, instances: readonly { name: string; port: number }[]): Promise<LoadBalancer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "shop-ops-haproxy-"));
  const config = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout tunnel 1h",
    "  option forwardfor",
    "  option http-server-close",
    // A request that found an instance gone (stopping, killed) is tried on another.
    "  retries 3",
    "  option redispatch",
    // A stopping instance may drop a connection it had just accepted: a GET that got no answer
    // at all is sent again, to another instance; anything that may change data is not.
    "  retry-on conn-failure empty-response response-timeout",
    "frontend shop",
    `  bind 127.0.0.1:${port}`,
    "  default_backend instances",
    "backend instances",
    "  balance roundrobin",
    "  http-request disable-l7-retry if !METH_GET",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    "  default-server inter 500ms fall 2 rise 1",
    "  http-response set-header X-Shop-Instance %s",
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    "",
  ].join("\n");
  const configFile = path.join(directory, "haproxy.cfg");
  await writeFile(configFile, config);
  return startProxyProcess({ command: "haproxy", args: ["-db", "-f", configFile], port, directory, stopSignal: "SIGTERM" });
}

// Kept here too: the ops tests import it from the load balancer's module.
export { waitUntil };
