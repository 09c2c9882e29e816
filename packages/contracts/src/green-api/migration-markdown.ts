import { GREEN_API_DIFFERENCES, GREEN_API_METHOD_FAMILIES, GREEN_API_SDK_SETUPS } from './migration';

const FENCES: Record<string, string> = {
  JavaScript: 'js',
  Python: 'python',
  Java: 'java',
  Go: 'go',
  PHP: 'php',
};

/** docs/green-api-migration.md, rendered from the same data as the dashboard's page. */
export function greenApiMigrationMarkdown(): string {
  const setups = GREEN_API_SDK_SETUPS.map(
    (setup) =>
      `### ${setup.language} (\`${setup.sdk}\`)\n\n\`\`\`${FENCES[setup.language] ?? ''}\n${setup.code}\n\`\`\``,
  );
  const families = GREEN_API_METHOD_FAMILIES.map(({ family, methods }) => {
    const rows = methods.map(
      (row) => `| \`${row.method}\` | ${row.chatgate ? `\`${row.chatgate}\`` : 'none'} | ${row.note ?? ''} |`,
    );
    return `### ${family}\n\n| Green-API method | Chatgate call | Note |\n| --- | --- | --- |\n${rows.join('\n')}`;
  });
  const differences = GREEN_API_DIFFERENCES.map(({ title, text }) => `- **${title}.** ${text}`);
  return `${[
    '# Migrating from Green-API',
    '<!-- Rendered from packages/contracts/src/green-api/migration.ts by `npm run docs:green-api`; edit that file. -->',
    'Chatgate answers Green-API’s methods in Green-API’s own format at `/waInstance{idInstance}/{method}/{apiTokenInstance}` on the same origin as everything else. Point your Green-API SDK at Chatgate and the code you wrote keeps working. The dashboard shows the same guide, with your token’s id filled in, under Developers → Documentation → Coming from Green-API?',
    '## Change one setting',
    'Set both of the SDK’s URLs (the API and the media host) to your Chatgate server. `{{origin}}` is that URL, `{{idInstance}}` your token’s id and `{{apiTokenInstance}}` its API key (Tokens page, Show key).',
    ...setups,
    '## What maps one to one',
    'Each Green-API method runs the Chatgate call beside it: the same queue, limits, events and logs.',
    ...families,
    '## What differs',
    differences.join('\n'),
  ].join('\n\n')}\n`;
}
