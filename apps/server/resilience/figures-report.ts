import { existsSync, readFileSync, rmSync } from 'node:fs';
import { FIGURES_FILE, type Figure, formatValue } from './figures';

/** Starts the run with no figures and prints the table of all of them once every file ran. */
export default function setup() {
  rmSync(FIGURES_FILE, { force: true });
  return () => {
    if (!existsSync(FIGURES_FILE)) return;
    const figures: Figure[] = readFileSync(FIGURES_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const width = Math.max(...figures.map((f) => f.name.length));
    console.log('\nResilience figures');
    for (const f of figures)
      console.log(`  ${f.name.padEnd(width)}  ${formatValue(f.value).padStart(10)} ${f.unit}`);
  };
}
