// Run inside the test's network namespace: one HTTP request, printed as JSON (status and body).
const [url, method = 'GET', body] = process.argv.slice(2);
if (url === undefined) throw new Error('usage: remote-fetch.ts URL [METHOD] [JSON_BODY]');
const response = await fetch(url, {
  method,
  ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
});
console.log(JSON.stringify({ status: response.status, body: await response.text() }));
