// `npm run bench:ceiling -- URL [PORT]`: what one Node process can do at most for a page. Fetches URL once (as wrk
// asks: no Accept-Encoding) and answers every request on PORT (default 3330) with the same status, headers and bytes
// from a bare `http.createServer`: no routing, no cache lookup, no middleware. Measure it beside the product, e.g.
//   ../shared/tools/page-vs-nginx.sh http://127.0.0.1:3000/blogs/<slug> http://127.0.0.1:3330/
// The product's share of nginx cannot exceed this server's. Ctrl-C stops it.
import { createServer } from "node:http";

const [url, portArgument = "3330"] = process.argv.slice(2);
const port = Number(portArgument);
if (!url) {
  console.error("usage: npm run bench:ceiling -- URL [PORT]");
  process.exit(2);
}
const response = await fetch(url, { headers: { "accept-encoding": "identity" }, redirect: "manual" });
const body = Buffer.from(await response.arrayBuffer());
// Node adds its own Date, Connection and Keep-Alive to each answer, as it does for the product.
const headers: Record<string, string> = {};
response.headers.forEach((value, name) => {
  if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
});
headers["content-length"] = String(body.length);

const server = createServer((_req, res) => {
  res.writeHead(response.status, headers);
  res.end(body);
});
server.listen(port, "127.0.0.1", () => {
  console.log(`${response.status}, ${Object.keys(headers).length} headers, ${body.length} bytes of ${url}, on http://127.0.0.1:${port}/`);
});
