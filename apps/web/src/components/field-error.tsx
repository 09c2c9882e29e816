/** The error text under a field; link it to the control with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}
