// Runs s3rver (an S3-compatible server for tests) in a process of its own, started by s3-server.ts.
// Its own process because s3rver signs its listing continuation tokens with DES, which Node 20's
// OpenSSL 3 offers only with --openssl-legacy-provider; and its logger hooks the process's
// uncaught exceptions, which must not be the test runner's.
// Argument: the folder its buckets live in. Prints {"port"} once listening; exits when stdin closes.
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on("end", () => void server.close().finally(() => process.exit(0)));
