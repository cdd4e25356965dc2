/**
 * The privacy-friendly embed address of a video link: YouTube through youtube-nocookie.com (no
 * cookies until the learner plays), Vimeo through player.vimeo.com with `dnt=1` (no tracking).
 * Null for any other host: the player then links to the address as given.
 */
export function embedUrlOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  const suffix = start ? `?start=${start}` : "";
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "music.youtube.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] === "watch") youtubeId = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) youtubeId = parts[1] ?? null;
  }
  if (youtubeId !== null) {
    return /^[\w-]{6,20}$/.test(youtubeId) ? `https://www.youtube-nocookie.com/embed/${youtubeId}${suffix}` : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const parts = url.pathname.split("/").filter(Boolean);
    const id = parts.find((part) => /^\d+$/.test(part));
    if (!id) return null;
    // An unlisted video's hash travels as the segment after the id (vimeo.com/123/abc) or `h`.
    const after = parts[parts.indexOf(id) + 1];
    const hash = url.searchParams.get("h") ?? (after && /^[0-9a-f]+$/i.test(after) ? after : null);
    return `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ""}`;
  }
  return null;
}

/** `90`, `90s`, `1m30s` as seconds; null when absent or unreadable. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}
