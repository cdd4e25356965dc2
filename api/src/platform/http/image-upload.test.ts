import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./image-upload.js";

describe("imageTypeOf", () => {
  it("recognises PNG, JPEG, GIF and WEBP by their first bytes", () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
    expect(imageTypeOf(Buffer.from("GIF87a..."))).toBe("image/gif");
    expect(imageTypeOf(Buffer.from("GIF89a..."))).toBe("image/gif");
    expect(imageTypeOf(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses SVG, other RIFF files, truncated signatures and empty input", () => {
    expect(imageTypeOf(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from("RIFF\0\0\0\0WAVEfmt "))).toBeUndefined();
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(imageTypeOf(Buffer.from("GIF88a"))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
