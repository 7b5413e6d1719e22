import { useState } from 'react';

/** The day the page opened: a form's date of birth bounds stay the same while the customer types. */
export function useSchemaForToday<T>(build: (today: Date) => T): T {
  const [schema] = useState(() => build(new Date()));
  return schema;
}
