import './form.css';
import { Callout } from '@blueprintjs/core';

/** The form's own failure message, above its fields; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Callout intent="danger" icon="error" className="ams-form-callout" role="alert">
      {message}
    </Callout>
  );
}
