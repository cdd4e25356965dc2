import * as css from "./VideoFrame.css";

/** Props of {@link VideoFrame}. */
export interface VideoFrameProps {
  /** The privacy-friendly embed address the API made of a video link (never the raw link). */
  src: string;
  /** The frame's accessible name, e.g. "Video: Spotting a phishing email". */
  title: string;
  className?: string | undefined;
}

/**
 * A lesson video in a sandboxed frame: the embed address is the API's cookie-less form of the
 * link (one rule, the API's, decides what is embeddable), the sandbox keeps the player from
 * navigating or reaching this page, and no referrer path leaks the learner's token. The lesson
 * editor's preview and the learner's player show the same frame.
 */
export function VideoFrame({ src, title, className }: VideoFrameProps) {
  return (
    <iframe
      className={className ? `${css.frame} ${className}` : css.frame}
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-presentation"
      allow="fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}
