import { useEffect, useState } from 'react';

/** The id of the section being read: the last one whose top has passed under the top bar. */
export function useActiveSection(sectionIds: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(sectionIds[0]);
  const key = sectionIds.join(' ');

  useEffect(() => {
    const ids = key.split(' ');
    const update = () => {
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= 120) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids.at(-1) : current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);

  return active;
}
