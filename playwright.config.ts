import { defineConfig, devices, type Project } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium.ts";
import { NGINX_BINARY } from "./scripts/nginx-for-tests.ts";
import { EVERY_TOOL_ON, TAGS_BUILD_DIR } from "./tests/e2e/tags/settings.ts";

/**
 * The e2e suite runs against the production build, served by `npm run serve` exactly as users get it;
 * the serving specs run again against nginx with the generated deploy/nginx.conf, and against Cloudflare
 * Pages' own runtime (`wrangler pages dev`, workerd, offline) with the generated _headers and _redirects.
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const nginxPort = port + 1;
const cloudflarePort = port + 2;
export const baseURL = `http://127.0.0.1:${port}`;
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const cloudflareURL = `http://127.0.0.1:${cloudflarePort}`;
/** The build with every tag on (tests/e2e/tags/), served by the bundled server on its own port. */
const tagsPort = port + 3;
const tagsURL = `http://127.0.0.1:${tagsPort}`;
const TAGS_SPECS = /tests\/e2e\/tags\/.*\.spec\.ts$/;

/** What a host must get right, whichever server it is: routes, status codes, headers, bad input. */
const SERVING_SPECS = /(redirects|not-found|headers|bad-input|page-urls|company-pages)\.spec\.ts$/;
/**
 * Specs about the server and the built files rather than the browser (they read responses, not pages):
 * the same for every device and with or without JavaScript, so one browser project runs them.
 */
const RUN_ONCE_SPECS =
  /(headers|bad-input|page-urls|head|build-output|budgets|server-process|production-install)\.spec\.ts$/;

const launchOptions = chromiumLaunchOptions();

const bundledServerProjects: Project[] = [
  { name: "mobile", testIgnore: TAGS_SPECS, use: { ...devices["Pixel 7"], launchOptions } },
  // Tests tagged @needs-js prove script behaviour; with JavaScript off they have nothing to observe.
  {
    name: "mobile-no-js",
    grepInvert: /@needs-js/,
    testIgnore: [RUN_ONCE_SPECS, TAGS_SPECS],
    use: { ...devices["Pixel 7"], javaScriptEnabled: false, launchOptions },
  },
  {
    name: "desktop",
    testIgnore: [RUN_ONCE_SPECS, TAGS_SPECS],
    use: { viewport: { width: 1280, height: 800 }, launchOptions },
  },
];

/** The build with every tag on: consent, tags, CSP and budgets, with and without JavaScript. */
const tagsProjects: Project[] = [
  // Tests tagged @no-js prove what a visitor without JavaScript gets; with it on, the banner is there instead.
  {
    name: "tags-mobile",
    testMatch: TAGS_SPECS,
    grepInvert: /@no-js/,
    use: { ...devices["Pixel 7"], baseURL: tagsURL, launchOptions },
  },
  {
    name: "tags-no-js",
    testMatch: TAGS_SPECS,
    grepInvert: /@needs-js/,
    use: { ...devices["Pixel 7"], baseURL: tagsURL, javaScriptEnabled: false, launchOptions },
  },
];

const nginxProjects: Project[] = NGINX_BINARY
  ? [{ name: "nginx", testMatch: SERVING_SPECS, use: { ...devices["Pixel 7"], baseURL: nginxURL, launchOptions } }]
  : [];

const cloudflareProject: Project = {
  name: "cloudflare",
  testMatch: SERVING_SPECS,
  use: { ...devices["Pixel 7"], baseURL: cloudflareURL, launchOptions },
};
if (!NGINX_BINARY) {
  console.warn(
    "\n[e2e] nginx is not installed: the serving specs run against the bundled server only. " +
      "Install it with: apt-get install nginx libnginx-mod-http-brotli-static\n",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [["list"]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [...bundledServerProjects, ...tagsProjects, ...nginxProjects, cloudflareProject],
  webServer: [
    {
      command: "npm run build && npm run serve",
      url: `${baseURL}/`,
      env: { PORT: String(port), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // Built after the default build (web servers start in order), into its own folder.
      command: "npm run build && npm run serve",
      url: `${tagsURL}/`,
      env: { ...EVERY_TOOL_ON, BUILD_DIR: TAGS_BUILD_DIR, PORT: String(tagsPort), HOST: "127.0.0.1" },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(NGINX_BINARY
      ? [
          {
            // Started after the build above; Playwright stops it (its whole process group) at the end.
            command: `exec ${NGINX_BINARY} -e stderr -c "$(node scripts/nginx-for-tests.ts ${nginxPort})"`,
            url: `${nginxURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
    {
      // Cloudflare Pages' runtime on the same build (started after the build above); its state stays in build/.
      command: `exec wrangler pages dev build/client --ip 127.0.0.1 --port ${cloudflarePort} --persist-to build/wrangler-state --log-level warn`,
      url: `${cloudflareURL}/`,
      env: { WRANGLER_SEND_METRICS: "false" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
