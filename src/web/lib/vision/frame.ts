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

/** The region cut out and scaled to its square as one bitmap (conversion and scaling at once). */
export const scaleRegion = (source: ImageBitmapSource, r: Region): Promise<ImageBitmap> =>
  createImageBitmap(source, r.sx, r.sy, r.sw, r.sh, {
    resizeWidth: r.size,
    resizeHeight: r.size,
    resizeQuality: 'low',
  });

/**
 * In the worker: the frame's region, converted and scaled into `canvas` (made or resized to
 * the region's size), and the frame released. The conversion from the camera's YUV happens
 * here, off the page's main thread. createImageBitmap scales as it converts (~1 ms for a
 * 640x480 frame); drawing the whole VideoFrame into the canvas converted every pixel first
 * (~5 ms of the worker's time per sample, bench/shield.bench.ts).
 */
export async function drawFrame(frame: Frame, canvas?: OffscreenCanvas): Promise<OffscreenCanvas> {
  const { source, region: r } = frame;
  const out = canvas?.width === r.size ? canvas : new OffscreenCanvas(r.size, r.size);
  const whole = r.sx === 0 && r.sy === 0 && r.sw === r.size && r.sh === r.size;
  let scaled: ImageBitmap | VideoFrame = source;
  try {
    if (!whole) scaled = await scaleRegion(source, r);
    out.getContext('2d', { willReadFrequently: true })!.drawImage(scaled, 0, 0);
  } finally {
    source.close();
    if (scaled !== source) scaled.close();
  }
  return out;
}
