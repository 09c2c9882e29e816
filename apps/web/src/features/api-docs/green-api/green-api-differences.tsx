import { GREEN_API_DIFFERENCES } from '@chatgate/contracts';
import { Prose, RichText } from '../doc-text';

/** Where Chatgate's Green-API surface is not Green-API, and what to do about it. */
export function GreenApiDifferences() {
  return (
    <Prose>
      <ul>
        {GREEN_API_DIFFERENCES.map(({ title, text }) => (
          <li key={title}>
            <strong>{title}.</strong> <RichText text={text} />
          </li>
        ))}
      </ul>
    </Prose>
  );
}
