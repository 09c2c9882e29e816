import { Link } from '../../lib/router';
import { DocSection } from './doc-section';
import { Code, Prose } from './doc-text';
import { YourTokens } from './your-tokens';

/** How a request proves which token it is for. */
export function AuthenticationSection() {
  return (
    <DocSection id="authentication" title="Authentication">
      <Prose>
        <p>Every request names the token and carries its API key, in one of two ways:</p>
        <ul>
          <li>
            the header <Code>key: &lt;api key&gt;</Code> and the query parameter{' '}
            <Code>insid=&lt;token id&gt;</Code>, as in the samples on this page; or
          </li>
          <li>
            the header <Code>Authorization: Bearer &lt;api key&gt;</Code> (with <Code>insid</Code> as well,
            when you have it).
          </li>
        </ul>
        <p>
          Your token ids are listed below. For the API key, open the <Link to="/dashboard">dashboard</Link>:
          the Copy key button of the token’s row copies it, and Show API key displays it. Keep the key on your
          server, never in an app or a web page.
        </p>
      </Prose>
      <YourTokens />
      <Prose>
        <p>Failures:</p>
        <ul>
          <li>
            <strong>401</strong>: the key is missing or invalid.
          </li>
          <li>
            <strong>403</strong>: the key belongs to another token than <Code>insid</Code>.
          </li>
          <li>
            <strong>402</strong>: the token is not active, because its trial or subscription expired or it is
            unpaid. Trial tokens work until the trial ends.
          </li>
        </ul>
      </Prose>
    </DocSection>
  );
}
