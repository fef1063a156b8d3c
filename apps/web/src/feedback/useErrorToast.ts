import { showErrorToast } from '@ap/ui';
import { useEffect } from 'react';

/** Shows the error toast `title` once for each new failure of a query (null = no failure). */
export function useErrorToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (error) showErrorToast(title, error);
  }, [error, title]);
}
