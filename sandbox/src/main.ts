import { runSandbox } from './supervisor/run-sandbox.js';
import { runService } from './supervisor/run-service.js';

// `main.ts`: the sandbox process, a supervisor of one process per service; `main.ts --service <name>`: one of those.
const service = process.argv.indexOf('--service');
if (service === -1) await runSandbox();
else await runService(process.argv[service + 1]);
