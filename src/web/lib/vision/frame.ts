/** The part of a frame to sample, scaled to a `size` px square. */
export interface Region {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  size: number;
}

/**
 * A video frame on its way to the vision worker: the source and the region of it to use. A
 * WebCodecs VideoFrame (taken from the <video> without copying a pixel, so the main thread
 * barely notices) where the browser has one; else an ImageBitmap already cut and scaled.
 */
export interface Frame {
  source: VideoFrame | ImageBitmap;
  region: Region;
}

/**
 * In the worker: the frame's region, converted and scaled into `canvas` (made or resized to
 * the region's size), and the frame released. The conversion from the camera's YUV happens
 * here, off the page's main thread.
 */
export function drawFrame(frame: Frame, canvas?: OffscreenCanvas): OffscreenCanvas {
  const { source, region: r } = frame;
  const out = canvas?.width === r.size ? canvas : new OffscreenCanvas(r.size, r.size);
  try {
    out
      .getContext('2d', { willReadFrequently: true })!
      .drawImage(source, r.sx, r.sy, r.sw, r.sh, 0, 0, r.size, r.size);
  } finally {
    source.close();
  }
  return out;
}
