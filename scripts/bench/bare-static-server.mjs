// The yardstick of `npm run bench -- server`: a bare node:http server answering every request with one file's bytes and
// headers, held in memory (what the shop's static asset answer should cost). Started pinned to the shop's core.
//   node bare-static-server.mjs <port> <body file> <headers JSON file>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = JSON.parse(readFileSync(headersFile, 'utf8'));

createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
