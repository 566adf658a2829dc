import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { limits } from "../auth/rate-limit";
import { testEnv } from "../env";
import { createTestApp, type TestApp } from "../test/helpers";
import { filesIn, freshUploadsDir, picture, pngHeaderOnly, upload } from "../test/uploads";
import { uploadsFolder } from "./uploads";

async function appWithUploads(): Promise<TestApp & { dir: string }> {
  const dir = freshUploadsDir();
  const t = await createTestApp({ env: { UPLOADS_DIR: dir } });
  return Object.assign(t, { dir });
}

const stored = /^\/uploads\/[0-9a-f]{64}\.webp$/;

describe("POST /api/uploads", () => {
  it("re-encodes a large JPEG to WebP at most 1600 px, served with immutable caching", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const res = await upload(client, await picture(2400, 1200));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(stored);
    const name = res.body.url?.slice("/uploads/".length);
    expect(filesIn(t.dir)).toEqual([name]);

    const served = await t.app.request(`http://localhost${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
  });

  it("turns a phone photo upright (EXIF orientation) and never enlarges a small one", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const rotated = await upload(client, await picture(2400, 1200, "jpeg", { orientation: 6 }));
    const small = await upload(client, await picture(300, 200, "png"), {
      name: "label.png",
      type: "image/png",
    });
    const sizes = await Promise.all(
      [rotated, small].map(async (res) => {
        const served = await t.app.request(`http://localhost${res.body.url}`);
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        return [meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      [800, 1600],
      [300, 200],
    ]);
  });

  it("takes WebP too, and stores the same picture once", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const bytes = await picture(640, 480, "webp", { color: "#c9a227" });
    const first = await upload(client, bytes, { name: "glass.webp", type: "image/webp" });
    const second = await upload(client, bytes, { name: "same-glass.webp", type: "image/webp" });
    expect(first.status).toBe(200);
    expect(second.body.url).toBe(first.body.url);
    expect(filesIn(t.dir)).toHaveLength(1);
  });

  it("refuses a text file renamed .jpg, a GIF, an SVG and a broken JPEG, and stores nothing", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const jpeg = await picture(800, 600);
    const attempts = [
      await upload(client, "Tasting notes: cherry, cedar.", { name: "notes.jpg", type: "image/jpeg" }),
      await upload(client, await picture(40, 40, "gif"), { name: "wink.gif", type: "image/gif" }),
      await upload(client, svg, { name: "logo.svg", type: "image/svg+xml" }),
      await upload(client, jpeg.subarray(0, 600), { name: "cut-short.jpg" }),
    ];
    expect(attempts.map((res) => [res.status, res.body.message])).toEqual([
      [400, "Pictures must be JPEG, PNG or WebP images."],
      [400, "Pictures must be JPEG, PNG or WebP images."],
      [400, "Pictures must be JPEG, PNG or WebP images."],
      [400, "This picture could not be read. Please try another file."],
    ]);
    expect(filesIn(t.dir)).toEqual([]);
  });

  it("refuses a 6 MB file with 413, declared or streamed, and stores nothing", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const big = Buffer.concat([await picture(64, 64), randomBytes(6 * 1024 * 1024)]);
    const declared = await upload(client, big);
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe("PAYLOAD_TOO_LARGE");

    // No Content-Length: the body is counted as it streams and dropped past the limit.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(big)], { type: "image/jpeg" }), "big.jpg");
    const encoded = new Response(form);
    const streamed = await t.app.request("http://localhost/api/uploads", {
      method: "POST",
      headers: {
        origin: "http://localhost",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": encoded.headers.get("content-type") ?? "",
      },
      body: encoded.body,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(filesIn(t.dir)).toEqual([]);
  });

  it("answers a file of exactly 5 MB", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const jpeg = await picture(1200, 900);
    // A real picture padded with bytes after its end marker: decoders stop at the marker.
    const padded = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length)]);
    const res = await upload(client, padded);
    expect(res.status).toBe(200);
    expect(filesIn(t.dir)).toHaveLength(1);
  });

  it("is for signed-in people, from the site, with a file in the file field", async () => {
    const t = await appWithUploads();
    const jpeg = await picture(100, 100);
    const visitor = await upload(t.client(), jpeg);
    expect([visitor.status, visitor.body.message]).toEqual([401, "Please sign in to upload pictures."]);

    const { client } = await t.signedIn();
    client.origin = "https://elsewhere.example";
    expect((await upload(client, jpeg)).status).toBe(403);
    client.origin = "http://localhost";

    const wrongField = await upload(client, jpeg, { field: "photo" });
    expect([wrongField.status, wrongField.body.message]).toEqual([
      400,
      "Choose a picture to upload (the form field is named file).",
    ]);
    const json = await client.post<{ message: string }>("/api/uploads", {
      file: "data:image/jpeg;base64,AAA",
    });
    expect(json.status).toBe(415);
    expect(filesIn(t.dir)).toEqual([]);
  });

  it("counts a customer's uploads (120 an hour) but not an admin's", async () => {
    const t = await appWithUploads();
    const { client, user } = await t.signedIn();
    for (let i = 0; i < limits.uploadsUser.max; i++) {
      await t.deps.rateLimiter.take([{ rule: limits.uploadsUser, subject: user.id }]);
    }
    const res = await upload(client, await picture(100, 100));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(3600);
    expect(res.body.message).toBe("Too many picture uploads. Please try again in 60 minutes.");

    const { client: admin, user: adminUser } = await t.signedIn({ role: "admin" });
    for (let i = 0; i < limits.uploadsUser.max; i++) {
      await t.deps.rateLimiter.take([{ rule: limits.uploadsUser, subject: adminUser.id }]);
    }
    expect((await upload(admin, await picture(100, 100))).status).toBe(200);
  });
});

describe("big pictures", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses over 40 megapixels, or over the decoding budget at 16 bits per channel, before decoding", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn();
    const decodes = vi.spyOn(sharp.prototype, "toBuffer");
    const attempts = [
      pngHeaderOnly(8000, 6000, 8, 2),
      pngHeaderOnly(8000, 8000, 16, 2),
      pngHeaderOnly(5000, 5000, 16, 6),
      pngHeaderOnly(65535, 65535, 8, 6),
    ];
    const answers = [];
    for (const bytes of attempts) {
      const res = await upload(client, bytes, { name: "scan.png", type: "image/png" });
      answers.push([res.status, res.body.message]);
    }
    expect(answers).toEqual([
      [413, "Pictures can be at most 40 megapixels; this one is 48 (8000 × 6000 pixels)."],
      [413, "Pictures can be at most 40 megapixels; this one is 64 (8000 × 8000 pixels)."],
      [
        413,
        "At 16 bits per channel a picture can be at most 20 megapixels; this one is 25. Save it with 8 bits per channel (a JPEG, or an 8-bit PNG).",
      ],
      [413, "Pictures can be at most 40 megapixels; this one is 4294.8 (65535 × 65535 pixels)."],
    ]);
    expect(decodes).not.toHaveBeenCalled();
    expect(filesIn(t.dir)).toEqual([]);
  });

  it("decodes at most 2 at a time: the others wait their turn and are all answered", async () => {
    const t = await appWithUploads();
    const { client } = await t.signedIn({ role: "admin" });
    const colors = ["#6b1e2e", "#c9a227", "#2a0a12", "#4a3f2c", "#e2d4b6", "#efe6d3"];
    const pictures = await Promise.all(colors.map((color) => picture(1800, 1200, "jpeg", { color })));
    let decoding = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    vi.spyOn(sharp.prototype, "toBuffer").mockImplementation(async function (this: Sharp) {
      decoding += 1;
      most = Math.max(most, decoding);
      try {
        return await toBuffer.call(this);
      } finally {
        decoding -= 1;
      }
    });
    const answers = await Promise.all(pictures.map((bytes) => upload(client, bytes)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(most).toBe(2);
    expect(filesIn(t.dir)).toHaveLength(6);
  });
});

describe("GET /uploads/{name}", () => {
  it("answers 404 for a name that is not a stored picture", async () => {
    const t = await appWithUploads();
    for (const path of ["/uploads/nope.webp", `/uploads/${"a".repeat(64)}.webp`, "/uploads/..%2F..%2Fetc"]) {
      expect((await t.app.request(`http://localhost${path}`)).status).toBe(404);
    }
  });
});

describe("the uploads folder", () => {
  it("sits beside the database file unless UPLOADS_DIR says otherwise", () => {
    expect(uploadsFolder(testEnv({ DATABASE_FILE: "/srv/winery/data/rr.db" }))).toBe(
      "/srv/winery/data/uploads",
    );
    expect(uploadsFolder(testEnv({ DATABASE_FILE: "/srv/rr.db", UPLOADS_DIR: "/mnt/pictures" }))).toBe(
      "/mnt/pictures",
    );
    expect(uploadsFolder(testEnv())).toBeNull();
  });
});
