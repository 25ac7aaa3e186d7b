import { expect, test } from "./fixtures";
import { get, hostOf, type RawResponse, rawRequest } from "./serving";

/** Hostile or malformed requests: each must get a 4xx (never a 5xx) and never a file from outside the build. */
const HOSTILE_REQUESTS: Record<string, string> = {
  "encoded traversal ..%2f": get("/..%2f..%2f..%2f..%2fetc%2fpasswd"),
  "encoded dots %2e%2e": get("/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd"),
  "raw traversal": get("/../../../../etc/passwd"),
  "traversal into assets": get("/assets/../../../../etc/passwd"),
  backslashes: get("/..\\..\\..\\..\\etc\\passwd"),
  "encoded backslashes": get("/..%5c..%5c..%5c..%5cetc%5cpasswd"),
  "double-encoded traversal": get("/%252e%252e/%252e%252e/etc/passwd"),
  "NUL byte": get("/index.html%00.txt"),
  "raw NUL byte": get("/acesso\u0000"),
  "10,000-character path": get(`/${"a".repeat(10_000)}`),
  "malformed percent-encoding": get("/%E0%A4%A"),
  "lone percent": get("/%"),
  "absolute-form URL": "GET http://127.0.0.1/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  "odd method": "BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  TRACE: "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
  "huge header": get("/", { "X-Filler": "x".repeat(64 * 1024) }),
  "garbage request line": "\u0001\u0002 not http at all\r\n\r\n",
};

/**
 * Where Cloudflare's local runtime answers otherwise. `wrangler pages dev` puts a Node front end (undici, Node's
 * fs for the files) before workerd; these answers are that front end's, not the edge's, and none leaks a file.
 */
const CLOUDFLARE_LOCAL_ANSWERS: Record<string, { why: string; expect: (response: RawResponse | undefined) => void }> = {
  "NUL byte": {
    why: "its asset server reads files with Node's fs, which refuses a path with a NUL byte: 502",
    expect: (response) => expect(response?.status).toBe(502),
  },
  "odd method": {
    why: "an unknown method gets 501 Not Implemented, as RFC 9110 §15.6.2 allows",
    expect: (response) => expect(response?.status).toBe(501),
  },
  TRACE: {
    why: "it forwards requests with fetch, which forbids TRACE, and never answers",
    expect: (response) => expect(response).toBeUndefined(),
  },
};

test.describe("bad input", () => {
  for (const [name, requestText] of Object.entries(HOSTILE_REQUESTS)) {
    test(`${name}: a client error, nothing from outside the build, and the server keeps answering`, async ({
      baseURL,
      request,
    }, info) => {
      const cloudflareAnswer = hostOf(info.project.name) === "cloudflare" ? CLOUDFLARE_LOCAL_ANSWERS[name] : undefined;
      if (cloudflareAnswer) {
        info.annotations.push({ type: "cloudflare", description: cloudflareAnswer.why });
        const response = await rawRequest(baseURL as string, requestText, 3_000).catch(() => undefined);
        cloudflareAnswer.expect(response);
        expect(response?.body ?? "").not.toMatch(/root:.*:0:0:/);
        expect((await request.get("/")).status()).toBe(200);
        return;
      }
      const response = await rawRequest(baseURL as string, requestText);
      expect(response.status, response.head).toBeGreaterThanOrEqual(400);
      expect(response.status, response.head).toBeLessThan(500);
      expect(response.body).not.toMatch(/root:.*:0:0:/);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);

      const afterwards = await request.get("/");
      expect(afterwards.status()).toBe(200);
    });
  }
});
