import { useState } from 'react';
import { Button } from './button.tsx';
import { FormMessage } from './form-message.tsx';

/** A list that could not load: its failure text (role="alert") and Try again, busy while it runs. */
export function LoadFailure({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry: () => Promise<unknown>;
  className?: string;
}) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className={`space-y-3 ${className}`}>
      <FormMessage kind="error">{message}</FormMessage>
      <Button
        variant="secondary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        Try again
      </Button>
    </div>
  );
}
