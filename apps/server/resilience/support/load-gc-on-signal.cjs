// Preloaded into the server under test (NODE_OPTIONS=--require): SIGUSR2 runs V8's most thorough
// collection (the one it runs before giving up on memory), so RSS readings compare live memory
// rather than wherever the collector last stopped.
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
process.on('SIGUSR2', () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
process.stderr.write('load-gc-on-signal: SIGUSR2 collects garbage\n');
