import { useEffect, useState } from 'react';

/**
 * Which of the page's sections is being read: the one crossing the upper part of the screen,
 * just below the sticky header and tabs. The first until the browser says otherwise.
 */
export function useSectionInView<Id extends string>(ids: readonly Id[]): Id {
  const [current, setCurrent] = useState<Id>(ids[0]!);
  useEffect(() => {
    const visible = new Set<Id>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as Id;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}
