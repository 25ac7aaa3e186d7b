/**
 * Prepares a throwaway nginx that serves build/client with the generated build/deploy/nginx.conf on a
 * loopback port, for the e2e suite and the load benchmark. Prints the path of the main config to start
 * nginx with: `nginx -e stderr -c "$(node scripts/nginx-for-tests.ts PORT)"` (foreground, stop by PID).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NGINX_LISTEN_PLACEHOLDER, NGINX_ROOT_PLACEHOLDER } from "./postbuild/deploy-configs.ts";

export const NGINX_BINARY = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((candidate) =>
  existsSync(candidate),
);

export function prepareNginx(port: number): string {
  const buildDir = path.resolve(import.meta.dirname, "../build");
  const siteConfig = readFileSync(path.join(buildDir, "deploy", "nginx.conf"), "utf8");
  if (!siteConfig.includes(NGINX_LISTEN_PLACEHOLDER) || !siteConfig.includes(NGINX_ROOT_PLACEHOLDER)) {
    throw new Error("build/deploy/nginx.conf lacks the listen/root lines this script replaces");
  }
  const workDir = path.join(buildDir, `nginx-${port}`);
  mkdirSync(workDir, { recursive: true });
  const sitePath = path.join(workDir, "site.conf");
  writeFileSync(
    sitePath,
    siteConfig
      .replace(NGINX_LISTEN_PLACEHOLDER, `listen 127.0.0.1:${port};`)
      .replace(NGINX_ROOT_PLACEHOLDER, path.join(buildDir, "client")),
  );
  const mainPath = path.join(workDir, "nginx.conf");
  writeFileSync(
    mainPath,
    `# Throwaway main config for tests and benchmarks; the site itself is the generated site.conf.
include /etc/nginx/modules-enabled/*.conf;
daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    types { application/manifest+json webmanifest; }
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${workDir}/client_body;
    proxy_temp_path ${workDir}/proxy;
    fastcgi_temp_path ${workDir}/fastcgi;
    uwsgi_temp_path ${workDir}/uwsgi;
    scgi_temp_path ${workDir}/scgi;
    include ${sitePath};
}
`,
  );
  return mainPath;
}

if (import.meta.main) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) throw new Error("usage: node scripts/nginx-for-tests.ts PORT");
  console.log(prepareNginx(port));
}
