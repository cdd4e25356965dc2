// The reference the tracking pixel is measured against: the least code that answers
// GET /api/v1/t/o/{token} with the same check and the same bytes. It derives the same key from the
// installation key (HKDF-SHA256, as SecretBox.deriveKey does), checks the token's 128-bit
// HMAC-SHA256 tag and answers the same 42-byte GIF, and records nothing: the ratio prices what
// the API adds (contract validation, and storing each open with its processing job).
// Env: BENCH_SECRET_KEY (64 hex), PORT.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import express from "express";

const key = Buffer.from(
  hkdfSync(
    "sha256",
    Buffer.from(process.env.BENCH_SECRET_KEY ?? "", "hex"),
    "bulwark derived key",
    "tracking-token",
    32,
  ),
);
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const app = express();
app.disable("x-powered-by");
app.get("/api/v1/t/o/:token", (req, res) => {
  const bytes = Buffer.from(req.params.token, "base64url");
  const payload = bytes.subarray(0, -16);
  const tag = createHmac("sha256", key).update(payload).digest().subarray(0, 16);
  if (bytes.length <= 16 || !timingSafeEqual(tag, bytes.subarray(-16)))
    return res.status(404).type("html").send("Link not found");
  res
    .set({ "Content-Type": "image/gif", "Cache-Control": "no-store, no-cache, must-revalidate, max-age=0" })
    .send(PIXEL);
});
app.listen(Number(process.env.PORT), "127.0.0.1");
