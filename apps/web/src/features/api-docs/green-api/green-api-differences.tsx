import { Code, Prose } from '../doc-text';

/** Where Chatgate's Green-API surface is not Green-API, and what to do about it. */
export function GreenApiDifferences() {
  return (
    <Prose>
      <ul>
        <li>
          <strong>Ids.</strong> An idInstance is a Chatgate token id such as <Code>ins_8bJ2kLq0VxR3</Code>,
          not a number. Every official SDK takes it as a string. Message ids (<Code>idMessage</Code>) are
          Chatgate’s message ids, and work on both the Green-API paths and <Code>/api/v1</Code>.
        </li>
        <li>
          <strong>Errors.</strong> Refusals have Green-API’s body (<Code>code</Code>, <Code>message</Code>,{' '}
          <Code>description</Code>). A token that is not active answers 466, as Green-API answers an exhausted
          quota; too many calls answer 429 with a Retry-After header.
        </li>
        <li>
          <strong>Buttons and lists.</strong> WhatsApp no longer shows buttons, template buttons or list
          messages sent from ordinary accounts, so <Code>sendButtons</Code>, <Code>sendTemplateButtons</Code>{' '}
          and <Code>sendListMessage</Code> are refused instead of sending something nobody sees.
        </li>
        <li>
          <strong>One server.</strong> There is no separate media host: uploads go to the same URL as every
          other call.
        </li>
      </ul>
    </Prose>
  );
}
