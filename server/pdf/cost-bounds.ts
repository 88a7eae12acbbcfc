import { Inflate } from 'pako';
import { PdfTooCostly } from './errors.js';

/** What reading one PDF may cost at most, besides the worker's time and memory (worker/pool.ts). */
export interface CostBounds {
  /** The bytes the PDF's object streams and cross-reference streams may inflate to, all together. */
  maxInflatedBytes: number;
  /** The objects it may hold: those written in the file and those packed into object streams. */
  maxObjects: number;
}

/**
 * An indirect object's header (`12 0 obj`): at most 10 digits for its number and 5 for its generation,
 * and never begun inside a longer run of digits, so that a long run (a signature's zero-padded
 * /Contents, a hostile file's millions of digits) is read once, not once per digit.
 */
const OBJECT_HEADER = /(?<!\d)\d{1,10}\s+\d{1,5}\s+obj\b/g;
const STREAM_KEYWORD = /stream(?:\r\n|\n|\r)/g;
/** How far before a stream's data its dictionary is looked for: cross-reference streams' dictionaries are the longest. */
const DICTIONARY_WINDOW = 65_536;

/**
 * Measures what the PDF library would have to unpack before it reads a PDF, and refuses the PDF
 * (PdfTooCostly) past the bounds: a small file can hold a stream that inflates a thousand times.
 *
 * The library inflates object streams and cross-reference streams when it reads a file's structure;
 * other streams (pages' contents, images, fonts) only when asked, which the server never does for a
 * file it was given. It reads an object stream only when its dictionary says `/Type /ObjStm`
 * directly, so those dictionaries (and `/Type /XRef`) name every stream that counts. Each is inflated
 * here with a running total, its output counted and dropped, and stopped once the total passes the
 * bound: the check costs at most the bound's worth of inflating, and no memory.
 */
export function checkCost(bytes: Uint8Array, bounds: CostBounds): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let objects = 0;
  for (OBJECT_HEADER.lastIndex = 0; OBJECT_HEADER.exec(text); ) objects++;
  let inflated = 0;
  for (const stream of structureStreams(text)) {
    objects += stream.packedObjects;
    if (objects > bounds.maxObjects) throw tooManyObjects(bounds);
    const budget = bounds.maxInflatedBytes - inflated;
    inflated += stream.filter === 'none' ? stream.length : inflatedSize(streamData(bytes, stream), budget);
    if (inflated > bounds.maxInflatedBytes) throw tooMuchInflated(bounds);
  }
  if (objects > bounds.maxObjects) throw tooManyObjects(bounds);
}

interface StructureStream {
  /** Where its data starts. */
  start: number;
  /** Its /Length when written directly or through an object found in the file; the rest of the file otherwise. */
  length: number;
  filter: 'none' | 'flate';
  /** For an object stream, its /N: how many objects it packs. */
  packedObjects: number;
}

/** The object and cross-reference streams of a PDF's text (latin1, a character per byte). */
function* structureStreams(text: string): Generator<StructureStream> {
  for (STREAM_KEYWORD.lastIndex = 0; ; ) {
    const found = STREAM_KEYWORD.exec(text);
    if (!found) return;
    const at = found.index;
    if (text.startsWith('end', at - 3)) continue;
    const from = text.lastIndexOf('obj', at);
    if (from < 0 || at - from > DICTIONARY_WINDOW) continue;
    const dictionary = text.slice(from, at);
    const type = /\/Type\s*\/(ObjStm|XRef)\b/.exec(dictionary)?.[1];
    if (!type) continue;
    const start = at + found[0].length;
    yield {
      start,
      length: lengthOf(text, dictionary) ?? text.length - start,
      filter: filterOf(dictionary),
      packedObjects: type === 'ObjStm' ? Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0) : 0,
    };
  }
}

/** A stream's /Length: written directly, or an indirect object written in the file. */
function lengthOf(text: string, dictionary: string): number | undefined {
  const length = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!length) return undefined;
  if (length[2] === undefined) return Number(length[1]);
  const object = new RegExp(`(?:^|\\D)${length[1]}\\s+${length[2]}\\s+obj\\s*(\\d+)`).exec(text);
  return object ? Number(object[1]) : undefined;
}

/**
 * A structure stream's filter: none, or FlateDecode (what every writer uses for them). Any other
 * chain is refused, rather than measured: LZW can expand as much as Flate, and no writer in use packs
 * objects with it.
 */
function filterOf(dictionary: string): StructureStream['filter'] {
  const filter = /\/Filter\s*(\/[A-Za-z0-9]+|\[[^\]]*\])/.exec(dictionary)?.[1];
  if (filter === undefined) return 'none';
  const names = filter.match(/\/[A-Za-z0-9]+/g) ?? [];
  if (names.length === 0) return 'none';
  if (names.length === 1 && (names[0] === '/FlateDecode' || names[0] === '/Fl')) return 'flate';
  throw new PdfTooCostly('inflated', `The PDF cannot be read: its object streams are packed with ${names.join(' ')}, which is not read here`);
}

/** A stream's data, up to its length (zlib stops at the end of the compressed data by itself). */
function streamData(bytes: Uint8Array, stream: StructureStream): Uint8Array {
  return bytes.subarray(stream.start, Math.min(bytes.length, stream.start + stream.length));
}

/**
 * How many bytes a zlib stream inflates to, or a number past `budget` as soon as it passes it: each
 * piece of output is counted and dropped, on this thread (pako, as the PDF library inflates). A
 * stream cut short or damaged counts what it gave before (the library keeps as much).
 */
function inflatedSize(data: Uint8Array, budget: number): number {
  const inflate = new Inflate({ chunkSize: 64 * 1024 });
  let size = 0;
  inflate.onData = (chunk) => {
    size += chunk.length;
    if (size > budget) throw new OverBudget();
  };
  try {
    inflate.push(data, true);
  } catch (error) {
    if (!(error instanceof OverBudget)) throw error;
  }
  return size;
}

class OverBudget extends Error {}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

const tooMuchInflated = (bounds: CostBounds) =>
  new PdfTooCostly('inflated', `The PDF is too costly to read: its object streams inflate to more than ${mib(bounds.maxInflatedBytes)}`);

const tooManyObjects = (bounds: CostBounds) =>
  new PdfTooCostly('objects', `The PDF is too costly to read: it holds more than ${bounds.maxObjects.toLocaleString('en')} objects`);
