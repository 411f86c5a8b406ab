/**
 * `npm run check-api -- --base URL --key KEY [--other-key KEY2] [--read-only]`: checks a running
 * service against the contract over HTTP (docs/CHECK-API.md). One line per rule,
 * `PASS|FAIL|SKIP <rule> — <reason>`, then `N passed, M failed, K skipped`. Exit code 0 when no
 * rule failed, 1 when one did, 2 for a usage error. The keys may come from CHECK_API_KEY and
 * CHECK_API_OTHER_KEY instead of the command line; they are never printed.
 */
import { parseArgs } from 'node:util';
import { formatResult, formatSummary, runConformance } from './checkApi/index.ts';
import type { ConformanceOptions } from './checkApi/index.ts';

const USAGE = `Usage: npm run check-api -- --base URL --key KEY [--other-key KEY2] [--read-only]
  --base URL            the service's base address, e.g. http://127.0.0.1:8787
  --key KEY             an API key (or CHECK_API_KEY)
  --other-key KEY2      a key of another account: runs the tenancy rule (or CHECK_API_OTHER_KEY)
  --read-only           only the rules that change nothing
  --warehouse ID        a warehouse of the account (default wh-main)
  --numeration ID       an invoice numeration (default num-fe) ...
  --numeration-prefix P ... and its prefix (default FE-)
  --first-status ID     the first active shipment status (default st-pending)
  --next-status ID      another active shipment status (default st-preparing)
  --random-orders N     random orders of the totals rule (default 3)`;

function usage(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parse(): ConformanceOptions {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        base: { type: 'string' },
        key: { type: 'string' },
        'other-key': { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        warehouse: { type: 'string' },
        numeration: { type: 'string' },
        'numeration-prefix': { type: 'string' },
        'first-status': { type: 'string' },
        'next-status': { type: 'string' },
        'random-orders': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const base = values.base;
  if (base === undefined || !/^https?:\/\//.test(base)) usage('--base http(s)://… is required');
  const key = values.key ?? process.env.CHECK_API_KEY;
  if (key === undefined || key === '') usage('--key (or CHECK_API_KEY) is required');
  const otherKey = values['other-key'] ?? (process.env.CHECK_API_OTHER_KEY || undefined);
  if (otherKey !== undefined && otherKey === key)
    usage('--other-key must be a key of another account');
  const randomOrders = Number(values['random-orders'] ?? 3);
  if (!Number.isInteger(randomOrders) || randomOrders < 0 || randomOrders > 50)
    usage('--random-orders must be a whole number from 0 to 50');
  const catalog = {
    ...(values.warehouse === undefined ? {} : { warehouseId: values.warehouse }),
    ...(values.numeration === undefined ? {} : { numerationId: values.numeration }),
    ...(values['numeration-prefix'] === undefined
      ? {}
      : { numerationPrefix: values['numeration-prefix'] }),
    ...(values['first-status'] === undefined ? {} : { firstStatusId: values['first-status'] }),
    ...(values['next-status'] === undefined ? {} : { nextStatusId: values['next-status'] }),
  };
  return { baseUrl: base, key, otherKey, readOnly: values['read-only'], catalog, randomOrders };
}

const options = parse();
const report = await runConformance(options);
process.stdout.write(`check-api against ${options.baseUrl} (records named ${report.prefix}…)\n`);
for (const result of report.results) process.stdout.write(`${formatResult(result)}\n`);
process.stdout.write(`${formatSummary(report)}\n`);
process.exitCode = report.failed > 0 ? 1 : 0;
