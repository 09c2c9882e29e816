import { TextLink } from './text-link';

/** The accept-terms checkbox label; the policies open in a new tab so the form is kept. */
export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <TextLink to="/terms" target="_blank" rel="noreferrer">
        terms and conditions
      </TextLink>{' '}
      and the{' '}
      <TextLink to="/privacy" target="_blank" rel="noreferrer">
        privacy policy
      </TextLink>
    </>
  );
}
