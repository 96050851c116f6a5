import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, startShopProcess, type ShopProcess } from "../../e2e/support/shop-process";
import { startLoadBalancer, loadBalancerPort, type LoadBalancer } from "./load-balancer";
import { startSharedDatabase, type SharedDatabase } from "./shared-database";

export const OPS_ADMIN = { email: "ops-admin@shop.test", password: "Ops-Admin-2024!" } as const;
export const METRICS_TOKEN = "ops-metrics-token-0123456789";

export type ShopInstance = ShopProcess & { name: string; port: number; settings: Record<string, string> };

export type ShopCluster = {
  database: SharedDatabase;
  balancer: LoadBalancer;
  instances: ShopInstance[];
  /** Where every instance keeps uploads (the shared disk of this deployment). */
  dataDir: string;
  /** Starts a stopped or killed instance again with the same settings and port. */
  restart: (instance: ShopInstance) => Promise<ShopInstance>;
  stop: () => Promise<void>;
};

/**
 * The deployment docs/deploy.md describes, on one machine: one PostgreSQL, `count` production
 * shop processes sharing it and one data directory, HAProxy in front. The instances start at
 * the same moment, as a deploy starts them.
 */
export async function startShopCluster(name: string, count: number, settings: Record<string, string> = {}): Promise<ShopCluster> {
  const database = await startSharedDatabase(name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `shop-ops-${name}-data-`));
  await chmod(dataDir, 0o755);
  const port = await loadBalancerPort();
  const common = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    AUTH_SECRET: "ops-test-secret-that-every-instance-shares-0123",
    ADMIN_EMAIL: OPS_ADMIN.email,
    ADMIN_PASSWORD: OPS_ADMIN.password,
    // HAProxy on loopback passes the shopper's address in X-Forwarded-For.
    TRUST_PROXY: "loopback",
    METRICS_TOKEN,
    ...settings,
  };
  const start = async (instanceName: string, instancePort: number) => {
    const instanceSettings = { ...common, PORT: String(instancePort) };
    const process = await startShopProcess(instanceSettings);
    return { ...process, name: instanceName, port: instancePort, settings: instanceSettings };
  };
  const names = Array.from({ length: count }, (_, index) => `shop-${String.fromCharCode(97 + index)}`);
  const ports = await Promise.all(names.map(() => freePort()));
  let instances: ShopInstance[] = [];
  let balancer: LoadBalancer | undefined;
  try {
    instances = await Promise.all(names.map((instanceName, index) => start(instanceName, ports[index]!)));
    balancer = await startLoadBalancer(
      port,
      instances.map((instance) => ({ name: instance.name, port: instance.port })),
    );
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.remove();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const cluster: ShopCluster = {
    database,
    balancer,
    instances,
    dataDir,
    restart: async (instance) => {
      const again = {
        ...(await startShopProcess(instance.settings)),
        name: instance.name,
        port: instance.port,
        settings: instance.settings,
      };
      cluster.instances = cluster.instances.map((one) => (one.name === instance.name ? again : one));
      return again;
    },
    stop: async () => {
      await balancer?.stop();
      await Promise.all(cluster.instances.map((instance) => instance.stop()));
      await database.remove();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}
