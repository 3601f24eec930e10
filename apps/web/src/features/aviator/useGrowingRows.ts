// A long table's first rows, and more on each tap (DataTable). After a tap
// the first row it added takes the focus: reading goes on where the new rows
// start, and the focus is not lost when the last tap takes the button away.
import { useEffect, useRef, useState } from 'react';

export function useGrowingRows<Row>(rows: readonly Row[], pageSize: number | undefined) {
  const [shown, setShown] = useState(pageSize ?? Number.POSITIVE_INFINITY);
  const visible = rows.slice(0, shown);
  const body = useRef<HTMLTableSectionElement>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    if (firstAdded.current === null) return;
    body.current?.rows[firstAdded.current]?.focus();
    firstAdded.current = null;
  }, [shown]);
  const showMore = () => {
    firstAdded.current = visible.length;
    setShown(visible.length + (pageSize ?? rows.length));
  };
  return { visible, hidden: rows.length - visible.length, body, showMore };
}
