import { GREEN_API_SDK_SETUPS, greenApiSetupCode } from '@chatgate/contracts';
import { useState } from 'react';
import { CodeTabs } from '../../../components/code-tabs';
import { SelectField } from '../../../components/select-field';
import { tokenLabel, useUserTokens } from '../../../lib/use-user-tokens';

/** Stands in for the API key, which only the Tokens page reveals. */
const KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** Each official Green-API SDK's setup pointed at this server, for the chosen token. */
export function GreenApiSdkSetup() {
  const { tokens } = useUserTokens();
  const [chosen, setChosen] = useState('');
  const [language, setLanguage] = useState(GREEN_API_SDK_SETUPS[0]?.language ?? '');
  const insid = chosen || tokens[0]?.insid || 'YOUR_TOKEN_ID';
  const origin = window.location.origin;
  const tabs = GREEN_API_SDK_SETUPS.map((setup) => ({
    id: setup.language,
    label: setup.language,
    caption: setup.sdk,
    code: greenApiSetupCode(setup, origin, insid, KEY_PLACEHOLDER),
  }));
  return (
    <div className="space-y-4">
      {tokens.length > 1 && (
        <SelectField
          label="Token"
          className="max-w-sm"
          value={insid}
          options={tokens.map((row) => ({ value: row.insid, label: tokenLabel(row) }))}
          onChange={setChosen}
        />
      )}
      <CodeTabs label="Green-API SDK setup" tabs={tabs} selected={language} onSelect={setLanguage} />
    </div>
  );
}
