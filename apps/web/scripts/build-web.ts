/**
 * `npm run build:web`: builds the web app and stamps the build with the hash of its sources.
 * With --if-changed (`npm start`), skips the build when the stamp matches the sources. Run from
 * the repository's root, as npm runs root scripts.
 */
import { spawnSync } from 'node:child_process';
import { clearWebBuildStamp, isWebBuildCurrent, webSourcesHash, writeWebBuildStamp } from './web-build-stamp';

const root = process.cwd();
// Hashed before the build, so that a source edited during the build makes the next start rebuild.
const sourcesHash = webSourcesHash(root);

if (process.argv.includes('--if-changed') && isWebBuildCurrent(root, sourcesHash)) {
  console.log('The web app (apps/web/dist) is up to date with its sources: not rebuilt.');
  process.exit(0);
}

clearWebBuildStamp(root);
const build = spawnSync('npm', ['run', 'build', '-w', '@chatgate/web'], { cwd: root, stdio: 'inherit' });
if (build.status === 0) writeWebBuildStamp(root, sourcesHash);
process.exit(build.status ?? 1);
