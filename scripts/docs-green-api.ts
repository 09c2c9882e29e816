import { writeFileSync } from 'node:fs';
import { greenApiMigrationMarkdown } from '@chatgate/contracts';

writeFileSync(new URL('../docs/green-api-migration.md', import.meta.url), greenApiMigrationMarkdown());
