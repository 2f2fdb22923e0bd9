import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@lectern/shared-sdk';

// Most visits raise no toast: the snackbar and alert code loads with the first one and then stays.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

export function ToasterHost() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
