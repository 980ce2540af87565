#!/usr/bin/env node
// Writes ui/public/flags/{cc}.png (spec §2: flag images come from /flags/{countrycode}.png): small, simplified flags
// (their main colour bands), so the country switcher needs no third-party images. Run once; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const W = 24;
const H = 16;
const C = {
  red: [206, 17, 38],
  white: [255, 255, 255],
  blue: [0, 56, 168],
  black: [0, 0, 0],
  gold: [255, 206, 0],
  green: [0, 146, 70],
  navy: [1, 33, 105],
  sky: [108, 172, 228],
  orange: [255, 136, 62],
  yellow: [254, 221, 0],
  lblue: [0, 122, 255],
};
// [orientation, bands] — h: stripes top to bottom, v: left to right.
const FLAGS = {
  gb: ['h', ['navy', 'red', 'navy']],
  de: ['h', ['black', 'red', 'gold']],
  at: ['h', ['red', 'white', 'red']],
  be: ['v', ['black', 'gold', 'red']],
  ch: ['h', ['red', 'white', 'red']],
  nl: ['h', ['red', 'white', 'blue']],
  fr: ['v', ['blue', 'white', 'red']],
  us: ['h', ['red', 'white', 'red', 'white', 'navy']],
  es: ['h', ['red', 'gold', 'gold', 'red']],
  it: ['v', ['green', 'white', 'red']],
  hr: ['h', ['red', 'white', 'blue']],
  ee: ['h', ['lblue', 'black', 'white']],
  sk: ['h', ['white', 'blue', 'red']],
  se: ['h', ['blue', 'gold', 'blue']],
  fi: ['h', ['white', 'blue', 'white']],
  pt: ['v', ['green', 'red', 'red']],
  lv: ['h', ['red', 'white', 'red']],
  lt: ['h', ['gold', 'green', 'red']],
  ie: ['v', ['green', 'white', 'orange']],
  cz: ['h', ['white', 'red']],
  si: ['h', ['white', 'blue', 'red']],
  dk: ['h', ['red', 'white', 'red']],
  hu: ['h', ['red', 'white', 'green']],
  pl: ['h', ['white', 'red']],
  lu: ['h', ['red', 'white', 'sky']],
  no: ['h', ['red', 'navy', 'red']],
  jp: ['h', ['white', 'red', 'white']],
  kr: ['h', ['white', 'white', 'blue']],
  sg: ['h', ['red', 'white']],
  il: ['h', ['white', 'blue', 'white']],
  ae: ['h', ['green', 'white', 'black']],
  au: ['h', ['navy', 'navy', 'red']],
  nz: ['h', ['navy', 'red', 'navy']],
};

function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png([orientation, bands]) {
  const rows = [];
  for (let y = 0; y < H; y++) {
    const row = [0];
    for (let x = 0; x < W; x++) {
      const i = orientation === 'h' ? Math.floor((y * bands.length) / H) : Math.floor((x * bands.length) / W);
      row.push(...C[bands[i]]);
    }
    rows.push(...row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('ui/public/flags', { recursive: true });
for (const [code, flag] of Object.entries(FLAGS)) writeFileSync(`ui/public/flags/${code}.png`, png(flag));
console.log(`${Object.keys(FLAGS).length} flags written`);
