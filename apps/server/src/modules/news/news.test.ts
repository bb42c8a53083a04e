import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, getCsrf, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/harness.ts";
import { multipartBody } from "../registration/test/helpers.ts";

let t: TestApp;
let admin: string;
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function cookieOf(role: Parameters<typeof createUser>[1]["role"]) {
  const user = await createUser(t.database.db, { role });
  return signIn(t.app, user.email, user.password!);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await cookieOf("admin");
});
afterAll(() => t.close());

const item = {
  title: "Bid round 2026 opens",
  summary: "Six blocks on offer.",
  body: "<p>Read <strong>all</strong> about it.</p>",
};

async function write(payload: object = item) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/news",
    headers: { cookie: admin },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const act = (id: string, action: "publish" | "unpublish", cookie = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/news/${id}/${action}`, headers: { cookie } });

describe("writing news", () => {
  it("lets an admin write a draft, publish it, and the public then reads it without signing in", async () => {
    const draft = await write();
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, allowedActions: ["publish"] });
    expect((await t.app.inject({ method: "GET", url: `/api/news/${draft.id}` })).statusCode).toBe(404);

    const published = await act(draft.id, "publish");
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: "published", allowedActions: ["unpublish"] });
    const read = await t.app.inject({ method: "GET", url: `/api/news/${draft.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: item.title, body: item.body, image: null });

    expect((await act(draft.id, "unpublish")).json().status).toBe("unpublished");
    expect((await t.app.inject({ method: "GET", url: `/api/news/${draft.id}` })).statusCode).toBe(404);
    expect((await act(draft.id, "unpublish")).statusCode).toBe(409);
  });

  it("refuses superadmin and system (section 6) and every other staff role or customer with 403", async () => {
    for (const role of ["superadmin", "system-admin", "finance", "data-admin", "premium"] as const) {
      const cookie = await cookieOf(role);
      const list = await t.app.inject({ method: "GET", url: "/api/admin/news", headers: { cookie } });
      expect(list.statusCode, role).toBe(403);
      const post = await t.app.inject({
        method: "POST",
        url: "/api/admin/news",
        headers: { cookie },
        payload: item,
      });
      expect(post.statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({ method: "POST", url: "/api/admin/news", payload: item });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 400 naming the field, and 404 for an unknown item", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/news",
      headers: { cookie: admin },
      payload: { ...item, title: " " },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^body\.title/);
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/admin/news/00000000-0000-4000-8000-000000000000",
      headers: { cookie: admin },
      payload: item,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/news/not-a-uuid" })).statusCode).toBe(400);
  });

  it("stores rich text sanitised: scripts, event handlers and javascript: links are neutralised", async () => {
    const body = [
      "<p onclick=\"alert(1)\">Hello<script>alert('x')</script></p>",
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:alert(1)">bad</a> <a href="JaVa&#115;cript:alert(1)">worse</a>',
      '<a href="https://example.com/a" onmouseover="x()">good</a>',
      "<svg onload=alert(1)><circle/></svg><iframe src=//evil></iframe><style>*{}</style>",
    ].join("");
    const saved = await write({ ...item, body });
    expect(saved.body).toBe(
      '<p>Hello</p><a>bad</a> <a>worse</a><a href="https://example.com/a" rel="noopener noreferrer nofollow">good</a>',
    );
    const onlyScript = await t.app.inject({
      method: "POST",
      url: "/api/admin/news",
      headers: { cookie: admin },
      payload: { ...item, body: "<script>alert(1)</script>" },
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.message).toMatch(/^body\.body/);
  });
});

describe("reading news", () => {
  it("shows the public published items only, newest first, paged; staff filter by status", async () => {
    const first = await write({ ...item, title: "Older" });
    await act(first.id, "publish");
    const second = await write({ ...item, title: "Newer" });
    await act(second.id, "publish");
    await write({ ...item, title: "Still a draft" });

    const page = await t.app.inject({ method: "GET", url: "/api/news?page=1&pageSize=2" });
    expect(page.statusCode).toBe(200);
    const titles = page.json().result.map((n: { title: string }) => n.title);
    expect(titles).toEqual(["Newer", "Older"]);
    const all = await t.app.inject({ method: "GET", url: "/api/news?pageSize=100" });
    expect(all.json().result.map((n: { title: string }) => n.title)).not.toContain("Still a draft");

    const drafts = await t.app.inject({
      method: "GET",
      url: "/api/admin/news?status=draft",
      headers: { cookie: admin },
    });
    expect(drafts.json().result.every((n: { status: string }) => n.status === "draft")).toBe(true);
    expect(drafts.json().result.map((n: { title: string }) => n.title)).toContain("Still a draft");
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/news?status=gone",
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("takes an image through uploads, shows it with a published item, and deletes it with the item", async () => {
    const news = await write({ ...item, title: "With a picture" });
    const { csrfToken, cookie } = await getCsrf(t.app, admin);
    const upload = (type: string, data: Buffer, auth = { cookie, csrfToken }) => {
      const body = multipartBody([
        { name: "attachableType", value: "news" },
        { name: "attachableId", value: news.id },
        { name: "file", file: { name: "picture.png", type, data } },
      ]);
      return t.app.inject({
        method: "POST",
        url: "/api/uploads",
        payload: body.payload,
        headers: { ...body.headers, cookie: auth.cookie, "x-csrf-token": auth.csrfToken },
      });
    };
    expect((await upload("application/pdf", Buffer.from("%PDF-1.4\n%%EOF\n"))).statusCode).toBe(415);
    const finance = await getCsrf(t.app, await cookieOf("finance"));
    expect((await upload("image/png", PNG, finance)).statusCode).toBe(403);
    expect((await upload("image/png", PNG)).statusCode).toBe(200);

    expect((await t.app.inject({ method: "GET", url: `/api/news/${news.id}/image` })).statusCode).toBe(404);
    await act(news.id, "publish");
    const read = await t.app.inject({ method: "GET", url: `/api/news/${news.id}` });
    expect(read.json().image).toMatchObject({ url: `/api/news/${news.id}/image`, contentType: "image/png" });
    const image = await t.app.inject({ method: "GET", url: `/api/news/${news.id}/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/news/${news.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/news/${news.id}/image` })).statusCode).toBe(404);
  });
});

describe("static overview", () => {
  it("lists about-us, the EULA, news and FAQs with their state for admin; superadmin and system are refused", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/static-overview",
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().result;
    expect(items.map((i: { key: string }) => i.key)).toEqual(["about-us", "eula", "news", "faqs"]);
    expect(items[2].state).toMatch(/\d+ published, \d+ drafts?, \d+ unpublished/);
    for (const role of ["superadmin", "system-admin", "loa"] as const) {
      const cookie = await cookieOf(role);
      const refused = await t.app.inject({
        method: "GET",
        url: "/api/admin/static-overview",
        headers: { cookie },
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/static-overview" })).statusCode).toBe(401);
  });
});
