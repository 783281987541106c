/**
 * A frame of one flat colour (black before the first decoded frame, a covered camera): the
 * model calls it Neutral, but it shows nothing, so it must not end a safe start. Flat means the
 * luma's standard deviation over a sparse grid is under 4 of 255 (sensor noise alone is ~2).
 */
export function isBlank({ data }: ImageData): boolean {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < data.length; i += 4 * 7) {
    const luma = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    sum += luma;
    squares += luma * luma;
    n++;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, squares / n - mean * mean)) < 4;
}
